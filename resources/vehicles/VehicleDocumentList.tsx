import { DocumentList } from "../../src/widgets/documents/DocumentList";
import { DocumentKindProvider } from "../../src/widgets/documents/documentKind";
import { vehicleDocumentKind } from "./vehicleDocumentKind";

/**
 * A vehicle's documents, newest first, sorted and paged on the server (POST /vehicles/documents/search
 * with vehicleId). The labels live with the vehicles' messages (…vehicles.documents.fields.*).
 */
export function VehicleDocumentList({
  vehicleId,
  canDelete,
}: {
  vehicleId: string;
  canDelete: boolean;
}) {
  return (
    <DocumentKindProvider kind={vehicleDocumentKind}>
      <DocumentList parentId={vehicleId} canDelete={canDelete} />
    </DocumentKindProvider>
  );
}
