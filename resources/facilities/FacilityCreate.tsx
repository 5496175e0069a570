import { Create } from "react-admin";
import { FacilityForm } from "./FacilityForm";
import { FACILITIES_PATH, facilityShowPath } from "./facilityPaths";

/** /admin/transport/facility/create: toast 'New Facility added.', then the facility's page. */
export function FacilityCreate() {
  return (
    <Create
      mutationMode="pessimistic"
      redirect={(_resource, id) =>
        id ? facilityShowPath(id) : FACILITIES_PATH
      }
    >
      <FacilityForm />
    </Create>
  );
}
