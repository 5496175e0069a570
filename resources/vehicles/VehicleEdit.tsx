import { Edit } from "react-admin";
import { RequireModifyVehicles } from "./RequireModifyVehicles";
import { VehicleForm } from "./VehicleForm";
import { vehicleShowPath } from "./vehiclePaths";

/**
 * /admin/transport/vehicle/upsert/:id: toasts 'Vehicle updated.' and goes back to the vehicle's
 * page; the toolbar's delete is undoable ('Vehicle deleted.').
 */
export function VehicleEdit() {
  return (
    <RequireModifyVehicles>
      <Edit
        mutationMode="pessimistic"
        redirect={(_resource, id) => vehicleShowPath(id ?? "")}
      >
        <VehicleForm />
      </Edit>
    </RequireModifyVehicles>
  );
}
