import { RecordEdit } from "../../src/forms/RecordScreens";
import { InsuranceProviderForm } from "./InsuranceProviderForm";

/** /admin/transport/insurance-providers/upsert/:id: toast 'Insurance Provider updated.'. */
export function InsuranceProviderEdit() {
  return (
    <RecordEdit mutationMode="pessimistic" redirect="list">
      <InsuranceProviderForm />
    </RecordEdit>
  );
}
