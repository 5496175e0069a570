import { Create } from "react-admin";
import { FacilityUserForm } from "./FacilityUserForm";

/** /admin/transport/facility-user/create: 'New Facility User added.'; the server emails a setup link. */
export function FacilityUserCreate() {
  return (
    <Create mutationMode="pessimistic" redirect="list">
      <FacilityUserForm isNew />
    </Create>
  );
}
