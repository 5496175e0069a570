/**
 * Trip document calls that are not CRUD, spread into the data provider as typed custom methods
 * (`useDataProvider<AppDataProvider>().uploadTripDocument(...)`), made by ./documentMethods.ts like
 * the vehicles'. Listing, re-typing and deleting go through the CRUD methods of "trips/documents".
 *
 * | Method                    | Call                                                                  |
 * |---------------------------|-----------------------------------------------------------------------|
 * | uploadTripDocument        | POST /trips/documents/upload, multipart {tripId, documentType, file} → 201 {data} |
 * | fetchTripDocumentContent  | GET /trips/documents/{id}/content[?download=true] → the file's bytes  |
 */
import { tripDocumentsModule } from "../domain/modules/tripDocuments";
import type {
  TripDocument,
  TripDocumentType,
} from "../domain/schemas/tripDocument";
import type { DocumentContentMethods } from "./documentMethods";
import { documentMethods } from "./documentMethods";
import type { ApiRequest } from "./httpClient";

type Methods = DocumentContentMethods<TripDocument, TripDocumentType>;

export interface TripDocumentMethods {
  uploadTripDocument: Methods["upload"];
  fetchTripDocumentContent: Methods["fetchContent"];
}

export function tripDocumentMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): TripDocumentMethods {
  const methods: Methods = documentMethods(apiUrl, httpClient, {
    prefix: tripDocumentsModule.api.prefix,
    entity: tripDocumentsModule.api.entity,
    parentField: "tripId",
  });
  return {
    uploadTripDocument: methods.upload,
    fetchTripDocumentContent: methods.fetchContent,
  };
}
