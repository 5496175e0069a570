/**
 * Vehicle documents: uploaded files about a vehicle. The limits live here so the upload form checks
 * a file with the same numbers and words as the server, which alone decides (it sniffs the bytes).
 */
import { z } from "zod";
import { MESSAGES, requiredText } from "./common";

export const VEHICLE_DOCUMENT_TYPES = [
  "registration",
  "insurance_card",
  "inspection",
  "other",
] as const;
export type VehicleDocumentType = (typeof VEHICLE_DOCUMENT_TYPES)[number];

export const VEHICLE_DOCUMENT_MAX_MB = 10;
export const VEHICLE_DOCUMENT_MAX_BYTES = VEHICLE_DOCUMENT_MAX_MB * 1024 * 1024;

/** The types that may be uploaded, all of which the browser can preview (PDF viewer or <img>). */
export const VEHICLE_DOCUMENT_CONTENT_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
] as const;
export type VehicleDocumentContentType =
  (typeof VEHICLE_DOCUMENT_CONTENT_TYPES)[number];

/** For the file input's `accept`: a hint to the picker, never a check. */
export const VEHICLE_DOCUMENT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.webp," + VEHICLE_DOCUMENT_CONTENT_TYPES.join(",");

export const VEHICLE_DOCUMENT_MESSAGES = {
  tooLarge: `The file is larger than the ${VEHICLE_DOCUMENT_MAX_MB} MB limit.`,
  wrongType: "Only PDF, PNG, JPEG and WebP files can be uploaded.",
  fileRequired: "Choose a file to upload.",
  empty: "The file is empty.",
  oneFile: "Upload one file at a time.",
  documentType: "Choose a document type.",
  vehicleId: "Choose the vehicle the document belongs to.",
} as const;

export type UploadProblem = "tooLarge" | "wrongType" | "empty";

export const isAllowedContentType = (
  type: string,
): type is VehicleDocumentContentType =>
  (VEHICLE_DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * The client's early check of a chosen file, from its size and the type the browser guessed. It
 * saves a pointless upload; the server still sniffs the bytes whatever the browser said.
 */
export function uploadProblem(file: {
  size: number;
  type: string;
}): UploadProblem | null {
  if (file.size > VEHICLE_DOCUMENT_MAX_BYTES) return "tooLarge";
  if (file.size === 0) return "empty";
  if (!isAllowedContentType(file.type)) return "wrongType";
  return null;
}

/** The text fields of POST /vehicles/documents/upload (the file is the third part). */
export const vehicleDocumentUploadSchema = z.object({
  vehicleId: z.uuid({ error: VEHICLE_DOCUMENT_MESSAGES.vehicleId }),
  documentType: z.enum(VEHICLE_DOCUMENT_TYPES, {
    error: VEHICLE_DOCUMENT_MESSAGES.documentType,
  }),
});
export type VehicleDocumentUpload = z.input<typeof vehicleDocumentUploadSchema>;

/**
 * POST /vehicles/documents: re-type or rename an uploaded document. Update only (the id is
 * required); a document is created by uploading its file.
 */
export const vehicleDocumentUpdateSchema = z.object({
  vehicleDocumentId: z.uuid({ error: MESSAGES.required }),
  documentType: z.enum(VEHICLE_DOCUMENT_TYPES, {
    error: VEHICLE_DOCUMENT_MESSAGES.documentType,
  }),
  fileName: requiredText(255),
});
export type VehicleDocumentUpdate = z.input<typeof vehicleDocumentUpdateSchema>;

export const vehicleDocumentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  vehicleDocumentId: z.string(),
  vehicleId: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
  uploadedByUserId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VehicleDocument = z.infer<typeof vehicleDocumentSchema>;

/** Query of GET /vehicles/documents/:id/content: inline (preview) unless download=true. */
export const vehicleDocumentContentQuerySchema = z.object({
  download: z.enum(["true", "false"]).optional(),
});
