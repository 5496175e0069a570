import { RecordEdit } from "../../src/forms/RecordScreens";
import { FacilityUserForm } from "./FacilityUserForm";

/** /admin/transport/facility-user/upsert/:id: toasts 'Facility User updated.'. */
export function FacilityUserEdit() {
  return (
    <RecordEdit mutationMode="pessimistic" redirect="list">
      <FacilityUserForm isNew={false} />
    </RecordEdit>
  );
}
