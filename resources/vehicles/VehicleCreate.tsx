import { Create } from "react-admin";
import { RequireModifyVehicles } from "./RequireModifyVehicles";
import { VehicleForm } from "./VehicleForm";
import { vehicleDocumentsPath } from "./vehiclePaths";

/**
 * /admin/transport/vehicle/create: toast 'New Vehicle added.', then straight to the new vehicle's
 * documents page, where its registration and insurance card are uploaded next.
 */
export function VehicleCreate() {
  return (
    <RequireModifyVehicles>
      <Create
        mutationMode="pessimistic"
        redirect={(_resource, id) => vehicleDocumentsPath(id ?? "")}
      >
        <VehicleForm />
      </Create>
    </RequireModifyVehicles>
  );
}
