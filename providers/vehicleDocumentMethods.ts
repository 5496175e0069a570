/**
 * Vehicle document calls that are not CRUD, spread into the data provider as typed custom methods
 * (`useDataProvider<AppDataProvider>().uploadVehicleDocument(...)`). Listing, re-typing and deleting
 * documents go through the CRUD methods of "admin/transport/vehicle-documents".
 *
 * | Method                       | Call                                                                 |
 * |------------------------------|----------------------------------------------------------------------|
 * | uploadVehicleDocument        | POST /vehicles/documents/upload, multipart {vehicleId, documentType, file} → 201 {data} |
 * | fetchVehicleDocumentContent  | GET /vehicles/documents/{id}/content[?download=true] → the file's bytes |
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import type {
  VehicleDocument,
  VehicleDocumentType,
} from "../domain/schemas/vehicleDocument";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";

export interface VehicleDocumentMethods {
  uploadVehicleDocument(
    vehicleId: string,
    documentType: VehicleDocumentType,
    file: File,
    signal?: AbortSignal,
  ): Promise<VehicleDocument & { id: string }>;
  /** The stored bytes, for a blob: URL (preview) or a save-as (download). */
  fetchVehicleDocumentContent(
    vehicleDocumentId: string,
    download?: boolean,
    signal?: AbortSignal,
  ): Promise<Blob>;
}

export function vehicleDocumentMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): VehicleDocumentMethods {
  return {
    async uploadVehicleDocument(vehicleId, documentType, file, signal) {
      // Fields first: the server reads parts in order and needs nothing buffered.
      const form = new FormData();
      form.append("vehicleId", vehicleId);
      form.append("documentType", documentType);
      form.append("file", file, file.name);
      // The server's message ("The file is larger than the 10 MB limit.") is the whole story.
      const answer = await httpClient<Envelope<VehicleDocument>>(
        `${apiUrl}/vehicles/documents/upload`,
        { method: "POST", body: form, signal },
      );
      return { ...answer.data, id: answer.data._id };
    },
    async fetchVehicleDocumentContent(vehicleDocumentId, download, signal) {
      const id = encodeURIComponent(vehicleDocumentId);
      try {
        return await httpClient<Blob>(
          `${apiUrl}/vehicles/documents/${id}/content${download ? "?download=true" : ""}`,
          { signal, responseType: "blob" },
        );
      } catch (error) {
        throw withFailurePrefix(
          error,
          FAILURE_PREFIXES.retrieve("Vehicle Document"),
        );
      }
    },
  };
}
