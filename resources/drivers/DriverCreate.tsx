import { Create } from "react-admin";
import { DriverForm } from "./DriverForm";

/** /admin/transport/driver/create: toast 'New Driver added.', back to the list. */
export function DriverCreate() {
  return (
    <Create mutationMode="pessimistic" redirect="list">
      <DriverForm />
    </Create>
  );
}
