/**
 * The two calls of vehicle documents that are not generic CRUD: the upload (multipart, one file) and
 * the file's content for preview and download (server/documents/documentRoutes.ts, shared with the
 * trips'). Search, get, re-type and delete are the entity's (server/entities/vehicleDocuments.ts).
 */
import { eq } from "drizzle-orm";
import { vehicleDocumentsModule } from "../../domain/modules/vehicles";
import {
  vehicleDocumentSchema,
  vehicleDocumentUploadSchema,
} from "../../domain/schemas/vehicleDocument";
import { vehicleDocuments, vehicles } from "../db/schema";
import { documentRoutes } from "../documents/documentRoutes";
import {
  toVehicleDocument,
  VEHICLE_DOCUMENT_ACCESS,
} from "../entities/vehicleDocuments";

export const vehicleDocumentRoutes = documentRoutes({
  prefix: vehicleDocumentsModule.api.prefix,
  entity: vehicleDocumentsModule.api.entity,
  table: vehicleDocuments,
  uploadSchema: vehicleDocumentUploadSchema,
  parentIdOf: (fields) => fields.vehicleId,
  parentValues: (fields) => ({ vehicleId: fields.vehicleId }),
  parentExists: async (db, _user, vehicleId) => {
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId))
      .limit(1);
    return !!vehicle;
  },
  parentNotFound: "Vehicle not found.",
  access: {
    upload: VEHICLE_DOCUMENT_ACCESS.write,
    read: VEHICLE_DOCUMENT_ACCESS.read,
  },
  rowSchema: vehicleDocumentSchema,
  toRow: toVehicleDocument,
});
