import { Create } from "react-admin";
import { StandingOrderForm } from "./StandingOrderForm";

/** /standing-order/create: saving generates the order's trips at once. */
export function StandingOrderCreate() {
  return (
    <Create mutationMode="pessimistic" redirect="list">
      <StandingOrderForm />
    </Create>
  );
}
