import { vehicleDocumentsModule } from "../../domain/modules/vehicles";
import type { VehicleDocumentType } from "../../domain/schemas/vehicleDocument";
import { VEHICLE_DOCUMENT_TYPES } from "../../domain/schemas/vehicleDocument";
import type { DocumentKind } from "../../src/widgets/documents/documentKind";

/** A vehicle's documents for the shared document screens (src/widgets/documents). */
export const vehicleDocumentKind: DocumentKind<VehicleDocumentType> = {
  module: vehicleDocumentsModule,
  parentField: "vehicleId",
  types: VEHICLE_DOCUMENT_TYPES,
  defaultType: "registration",
  upload: (dataProvider, vehicleId, documentType, file) =>
    dataProvider.uploadVehicleDocument(vehicleId, documentType, file),
  fetchContent: (dataProvider, id, download, signal) =>
    dataProvider.fetchVehicleDocumentContent(id, download, signal),
};
