import { Create } from "react-admin";
import { InsuranceProviderForm } from "./InsuranceProviderForm";

/** /admin/transport/insurance-providers/create: toast 'New Insurance Provider added.'. */
export function InsuranceProviderCreate() {
  return (
    <Create mutationMode="pessimistic" redirect="list">
      <InsuranceProviderForm />
    </Create>
  );
}
