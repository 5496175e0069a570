import { RecordEdit } from "../../src/forms/RecordScreens";
import { PRIVILEGES } from "../../domain/privileges";
import { RequirePrivilege } from "../../src/session/RequirePrivilege";
import { VehicleForm } from "./VehicleForm";
import { vehiclesModule } from "../../domain/modules/vehicles";

/**
 * /admin/transport/vehicle/upsert/:id: toasts 'Vehicle updated.' and goes back to the vehicle's
 * page; the toolbar's delete is undoable ('Vehicle deleted.').
 */
export function VehicleEdit() {
  return (
    <RequirePrivilege
      resource={vehiclesModule.name}
      privilege={PRIVILEGES.modifyVehicles}
    >
      <RecordEdit
        mutationMode="pessimistic"
        redirect={(_resource, id) => vehiclesModule.paths.show(id ?? "")}
      >
        <VehicleForm />
      </RecordEdit>
    </RequirePrivilege>
  );
}
