import { Create } from "react-admin";
import { FacilityForm } from "./FacilityForm";
import { facilitiesModule } from "../../domain/modules/facilities";

/** /admin/transport/facility/create: toast 'New Facility added.', then the facility's page. */
export function FacilityCreate() {
  return (
    <Create
      mutationMode="pessimistic"
      redirect={(_resource, id) =>
        id ? facilitiesModule.paths.show(id) : facilitiesModule.paths.list
      }
    >
      <FacilityForm />
    </Create>
  );
}
