import { vehicleDocumentsModule } from "../../domain/modules/vehicles";
import type { VehicleDocument } from "../../domain/schemas/vehicleDocument";
import {
  vehicleDocumentSchema,
  vehicleDocumentUpdateSchema,
} from "../../domain/schemas/vehicleDocument";
import { defineEntity } from "../crud/entity";
import { vehicleDocuments } from "../db/schema";
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
  entity: vehicleDocumentsModule.api.entity,
  prefix: vehicleDocumentsModule.api.prefix,
  table: vehicleDocuments,
  idColumn: vehicleDocuments.id,
  idField: vehicleDocumentsModule.api.idField,
  rowSchema: vehicleDocumentSchema,
  bodySchema: vehicleDocumentUpdateSchema,
  valueFields: (b) => ({ fileName: cleanFileName(b.fileName) }),
  sortable: {
    createdAt: vehicleDocuments.createdAt,
    fileName: vehicleDocuments.fileName,
    documentType: vehicleDocuments.documentType,
  },
  defaultSort: "createdAt",
  filters: {
    vehicleId: { kind: "uuid", column: vehicleDocuments.vehicleId },
    documentType: { kind: "string", column: vehicleDocuments.documentType },
  },
  searchColumn: vehicleDocuments.searchText,
  dateColumn: vehicleDocuments.createdAt,
  access: vehicleDocumentsModule.access,
  afterDelete: async (record, { app }) => {
    // The row is gone: a file that cannot be removed now is an orphan, logged rather than failed.
    await app.fileStorage
      .remove(record.storageKey)
      .catch((err: unknown) =>
        app.log.error(
          { err, key: record.storageKey },
          "vehicle document file not removed",
        ),
      );
  },
});

/** The API shape of a document (the storage key stays on the server), for the upload route. */
export const toVehicleDocument = (d: VehicleDocumentRecord): VehicleDocument =>
  vehicleDocumentEntity.toRow(d);
