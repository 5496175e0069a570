import { Edit } from "react-admin";
import { InsuranceProviderForm } from "./InsuranceProviderForm";

/** /admin/transport/insurance-providers/upsert/:id: toast 'Insurance Provider updated.'. */
export function InsuranceProviderEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <InsuranceProviderForm />
    </Edit>
  );
}
