import { vehicleDocumentsModule } from "../../domain/modules/vehicles";
import type { VehicleDocument } from "../../domain/schemas/vehicleDocument";
import {
  vehicleDocumentSchema,
  vehicleDocumentUpdateSchema,
} from "../../domain/schemas/vehicleDocument";
import { defineEntity } from "../crud/entity";
import { vehicleDocuments } from "../db/schema";
import { documentEntityParts } from "../documents/documentTable";
import { cleanFileName } from "../storage/contentDisposition";

type VehicleDocumentRecord = typeof vehicleDocuments.$inferSelect;

/** The upload and download routes (server/routes/vehicleDocuments.ts) gate like the entity. */
export const VEHICLE_DOCUMENT_ACCESS = vehicleDocumentsModule.access;

/**
 * GET /vehicles/documents/:id, POST /vehicles/documents/search, DELETE /vehicles/documents/:id, and
 * POST /vehicles/documents to re-type or rename one (its body requires the id, so it never creates).
 * Files arrive through POST /vehicles/documents/upload (server/routes/vehicleDocuments.ts).
 */
export const vehicleDocumentEntity = defineEntity({
  ...documentEntityParts(
    vehicleDocuments,
    { field: "vehicleId", column: vehicleDocuments.vehicleId },
    "vehicle document",
  ),
  entity: vehicleDocumentsModule.api.entity,
  prefix: vehicleDocumentsModule.api.prefix,
  idField: vehicleDocumentsModule.api.idField,
  rowSchema: vehicleDocumentSchema,
  bodySchema: vehicleDocumentUpdateSchema,
  valueFields: (b) => ({ fileName: cleanFileName(b.fileName) }),
  access: vehicleDocumentsModule.access,
});

/** The API shape of a document (the storage key stays on the server), for the upload route. */
export const toVehicleDocument = (d: VehicleDocumentRecord): VehicleDocument =>
  vehicleDocumentEntity.toRow(d);
