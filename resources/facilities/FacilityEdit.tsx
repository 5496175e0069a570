import { Edit } from "react-admin";
import { FacilityForm } from "./FacilityForm";
import { FACILITIES_PATH, facilityShowPath } from "./facilityPaths";

/** /admin/transport/facility/upsert/:id: toasts 'Facility updated.', back to the facility's page. */
export function FacilityEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={(_resource, id) =>
        id ? facilityShowPath(id) : FACILITIES_PATH
      }
    >
      <FacilityForm />
    </Edit>
  );
}
