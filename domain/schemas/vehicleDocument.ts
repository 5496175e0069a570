/**
 * Vehicle documents: uploaded files about a vehicle. Storage, limits and words are every document's
 * (./document.ts); a vehicle's documents add their parent field and their types.
 */
import type { z } from "zod";
import type { DocumentContentType } from "./document";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_MB,
  DOCUMENT_MESSAGES,
  documentContentQuerySchema,
  documentRowSchema,
  documentUpdateSchema,
  documentUploadSchema,
} from "./document";

export type { UploadProblem } from "./document";
export { isAllowedContentType, uploadProblem } from "./document";

export const VEHICLE_DOCUMENT_TYPES = [
  "registration",
  "insurance_card",
  "inspection",
  "other",
] as const;
export type VehicleDocumentType = (typeof VEHICLE_DOCUMENT_TYPES)[number];

export const VEHICLE_DOCUMENT_MAX_MB = DOCUMENT_MAX_MB;
export const VEHICLE_DOCUMENT_MAX_BYTES = DOCUMENT_MAX_BYTES;
export const VEHICLE_DOCUMENT_CONTENT_TYPES = DOCUMENT_CONTENT_TYPES;
export type VehicleDocumentContentType = DocumentContentType;
export const VEHICLE_DOCUMENT_ACCEPT = DOCUMENT_ACCEPT;

export const VEHICLE_DOCUMENT_MESSAGES = {
  ...DOCUMENT_MESSAGES,
  vehicleId: "Choose the vehicle the document belongs to.",
} as const;

/** The text fields of POST /vehicles/documents/upload (the file is the third part). */
export const vehicleDocumentUploadSchema = documentUploadSchema(
  "vehicleId",
  VEHICLE_DOCUMENT_TYPES,
  VEHICLE_DOCUMENT_MESSAGES.vehicleId,
);
export type VehicleDocumentUpload = z.input<typeof vehicleDocumentUploadSchema>;

/** POST /vehicles/documents: re-type or rename an uploaded document (update only). */
export const vehicleDocumentUpdateSchema = documentUpdateSchema(
  "vehicleDocumentId",
  VEHICLE_DOCUMENT_TYPES,
);
export type VehicleDocumentUpdate = z.input<typeof vehicleDocumentUpdateSchema>;

export const vehicleDocumentSchema = documentRowSchema(
  "vehicleDocumentId",
  "vehicleId",
);
export type VehicleDocument = z.infer<typeof vehicleDocumentSchema>;

/** Query of GET /vehicles/documents/:id/content: inline (preview) unless download=true. */
export const vehicleDocumentContentQuerySchema = documentContentQuerySchema;
