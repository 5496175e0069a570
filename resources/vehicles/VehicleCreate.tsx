import { Create } from "react-admin";
import { RequirePrivilege } from "../../src/session/RequirePrivilege";
import { writeGate } from "../../src/session/usePrivilege";
import { VehicleForm } from "./VehicleForm";
import { vehiclesModule } from "../../domain/modules/vehicles";

/**
 * /admin/transport/vehicle/create: toast 'New Vehicle added.', then straight to the new vehicle's
 * documents page, where its registration and insurance card are uploaded next.
 */
export function VehicleCreate() {
  return (
    <RequirePrivilege {...writeGate(vehiclesModule)}>
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
