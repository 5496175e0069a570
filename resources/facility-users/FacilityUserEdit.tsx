import { Edit } from "react-admin";
import { FacilityUserForm } from "./FacilityUserForm";

/** /admin/transport/facility-user/upsert/:id: toasts 'Facility User updated.'. */
export function FacilityUserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <FacilityUserForm isNew={false} />
    </Edit>
  );
}
