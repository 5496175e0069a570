import { RecordEdit } from "../../src/forms/RecordScreens";
import { RequirePrivilege } from "../../src/session/RequirePrivilege";
import { writeGate } from "../../src/session/usePrivilege";
import { VehicleForm } from "./VehicleForm";
import { vehiclesModule } from "../../domain/modules/vehicles";

/**
 * /admin/transport/vehicle/upsert/:id: toasts 'Vehicle updated.' and goes back to the vehicle's
 * page; the toolbar's delete is undoable ('Vehicle deleted.').
 */
export function VehicleEdit() {
  return (
    <RequirePrivilege {...writeGate(vehiclesModule)}>
      <RecordEdit
        mutationMode="pessimistic"
        redirect={(_resource, id) => vehiclesModule.paths.show(id ?? "")}
      >
        <VehicleForm />
      </RecordEdit>
    </RequirePrivilege>
  );
}
