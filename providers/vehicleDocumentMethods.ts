/**
 * Vehicle document calls that are not CRUD, spread into the data provider as typed custom methods
 * (`useDataProvider<AppDataProvider>().uploadVehicleDocument(...)`), made by ./documentMethods.ts.
 * Listing, re-typing and deleting documents go through the CRUD methods of
 * "admin/transport/vehicle-documents".
 *
 * | Method                       | Call                                                                 |
 * |------------------------------|----------------------------------------------------------------------|
 * | uploadVehicleDocument        | POST /vehicles/documents/upload, multipart {vehicleId, documentType, file} → 201 {data} |
 * | fetchVehicleDocumentContent  | GET /vehicles/documents/{id}/content[?download=true] → the file's bytes |
 */
import { vehicleDocumentsModule } from "../domain/modules/vehicles";
import type {
  VehicleDocument,
  VehicleDocumentType,
} from "../domain/schemas/vehicleDocument";
import type { DocumentContentMethods } from "./documentMethods";
import { documentMethods } from "./documentMethods";
import type { ApiRequest } from "./httpClient";

type Methods = DocumentContentMethods<VehicleDocument, VehicleDocumentType>;

export interface VehicleDocumentMethods {
  uploadVehicleDocument: Methods["upload"];
  fetchVehicleDocumentContent: Methods["fetchContent"];
}

export function vehicleDocumentMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): VehicleDocumentMethods {
  const methods: Methods = documentMethods(apiUrl, httpClient, {
    prefix: vehicleDocumentsModule.api.prefix,
    entity: vehicleDocumentsModule.api.entity,
    parentField: "vehicleId",
  });
  return {
    uploadVehicleDocument: methods.upload,
    fetchVehicleDocumentContent: methods.fetchContent,
  };
}
