import { useGetOne, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import {
  vehicleDocumentsModule,
  vehiclesModule,
} from "../../domain/modules/vehicles";
import { usePrivilege, writeGate } from "../../src/session/usePrivilege";
import { DocumentKindProvider } from "../../src/widgets/documents/documentKind";
import { DocumentsPageLayout } from "../../src/widgets/documents/DocumentsPageLayout";
import { vehicleDocumentKind } from "./vehicleDocumentKind";
import type { VehicleRow } from "./vehicleModel";
import { vehicleLabel } from "./vehicleModel";

/**
 * /admin/transport/vehicle/documents/:id: upload a vehicle's documents (modify-vehicles) and
 * preview, download or delete them. New vehicles land here right after they are created.
 */
export function VehicleDocumentsPage() {
  const { id = "" } = useParams();
  const translate = useTranslate();
  const { allowed: canModify, isPending: privilegePending } = usePrivilege(
    writeGate(vehiclesModule),
  );
  const {
    data: vehicle,
    isPending,
    error,
  } = useGetOne<VehicleRow>(vehiclesModule.name, { id });
  const title = vehicle
    ? translate(vehicleDocumentsModule.key("title"), {
        vehicle: vehicleLabel(vehicle),
      })
    : translate(vehicleDocumentsModule.key("listTitle"));
  return (
    <DocumentKindProvider kind={vehicleDocumentKind}>
      <DocumentsPageLayout
        parentId={id}
        title={title}
        back={{
          to: vehiclesModule.paths.show(id),
          label: translate(vehiclesModule.key("action.backToVehicle")),
        }}
        canUpload={canModify}
        canDelete={canModify}
        isPending={isPending || privilegePending}
        error={error}
        missing={!vehicle}
      />
    </DocumentKindProvider>
  );
}
