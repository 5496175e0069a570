import { tripDocumentsModule } from "../../domain/modules/tripDocuments";
import type { TripDocumentType } from "../../domain/schemas/tripDocument";
import { TRIP_DOCUMENT_TYPES } from "../../domain/schemas/tripDocument";
import type { DocumentKind } from "../../src/widgets/documents/documentKind";

/** A trip's documents for the shared document screens (src/widgets/documents). */
export const tripDocumentKind: DocumentKind<TripDocumentType> = {
  module: tripDocumentsModule,
  parentField: "tripId",
  types: TRIP_DOCUMENT_TYPES,
  // A drawn signature arrives with the completed trip; an upload is most often a receipt.
  defaultType: "receipt",
  upload: (dataProvider, tripId, documentType, file) =>
    dataProvider.uploadTripDocument(tripId, documentType, file),
  fetchContent: (dataProvider, id, download, signal) =>
    dataProvider.fetchTripDocumentContent(id, download, signal),
};
