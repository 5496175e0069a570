import { PRIVILEGES as P } from "../../domain/privileges";
import type { VehicleDocument } from "../../domain/schemas/vehicleDocument";
import {
  vehicleDocumentSchema,
  vehicleDocumentUpdateSchema,
} from "../../domain/schemas/vehicleDocument";
import { defineEntity } from "../crud/entity";
import { vehicleDocuments } from "../db/schema";
import { cleanFileName } from "../storage/contentDisposition";
import { iso } from "./iso";

type VehicleDocumentRecord = typeof vehicleDocuments.$inferSelect;

export const VEHICLE_DOCUMENT_ACCESS = {
  read: { privileges: [P.modifyVehicles, P.viewVehicles] },
  write: { privileges: [P.modifyVehicles] },
} as const;

/** The API shape of a document: the storage key stays on the server. */
export function toVehicleDocument(d: VehicleDocumentRecord): VehicleDocument {
  return {
    _id: d.id,
    id: d.id,
    vehicleDocumentId: d.id,
    vehicleId: d.vehicleId,
    documentType: d.documentType,
    fileName: d.fileName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    sha256: d.sha256,
    uploadedByUserId: d.uploadedByUserId,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

/**
 * GET /vehicles/documents/:id, POST /vehicles/documents/search, DELETE /vehicles/documents/:id, and
 * POST /vehicles/documents to re-type or rename one (its body requires the id, so it never creates).
 * Files arrive through POST /vehicles/documents/upload (server/routes/vehicleDocuments.ts).
 */
export const vehicleDocumentEntity = defineEntity({
  entity: "Vehicle Document",
  prefix: "/vehicles/documents",
  table: vehicleDocuments,
  idColumn: vehicleDocuments.id,
  idField: "vehicleDocumentId",
  rowSchema: vehicleDocumentSchema,
  bodySchema: vehicleDocumentUpdateSchema,
  toRow: toVehicleDocument,
  toValues: (b) => ({
    documentType: b.documentType,
    fileName: cleanFileName(b.fileName),
  }),
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
  access: VEHICLE_DOCUMENT_ACCESS,
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
