import { RecordEdit } from "../../src/forms/RecordScreens";
import { FacilityForm } from "./FacilityForm";
import { facilitiesModule } from "../../domain/modules/facilities";

/** /admin/transport/facility/upsert/:id: toasts 'Facility updated.', back to the facility's page. */
export function FacilityEdit() {
  return (
    <RecordEdit
      mutationMode="pessimistic"
      redirect={(_resource, id) =>
        id ? facilitiesModule.paths.show(id) : facilitiesModule.paths.list
      }
    >
      <FacilityForm />
    </RecordEdit>
  );
}
