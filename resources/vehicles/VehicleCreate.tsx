import { Create } from "react-admin";
import { PRIVILEGES } from "../../domain/privileges";
import { RequirePrivilege } from "../../src/session/RequirePrivilege";
import { VehicleForm } from "./VehicleForm";
import { vehiclesModule } from "../../domain/modules/vehicles";

/**
 * /admin/transport/vehicle/create: toast 'New Vehicle added.', then straight to the new vehicle's
 * documents page, where its registration and insurance card are uploaded next.
 */
export function VehicleCreate() {
  return (
    <RequirePrivilege
      resource={vehiclesModule.name}
      privilege={PRIVILEGES.modifyVehicles}
    >
      <Create
        mutationMode="pessimistic"
        redirect={(_resource, id) =>
          vehiclesModule.paths.page("documents", id ?? "")
        }
      >
        <VehicleForm />
      </Create>
    </RequirePrivilege>
  );
}
