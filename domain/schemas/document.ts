/**
 * Uploaded documents of a record (a vehicle's, a trip's): one storage, one set of limits and words,
 * whatever the parent. The limits live here so an upload form checks a file with the same numbers
 * and words as the server, which alone decides (it sniffs the bytes). Each kind of document names
 * its parent field and its types (./vehicleDocument.ts, ./tripDocument.ts).
 */
import { z } from "zod";
import { MESSAGES, requiredText } from "./common";

export const DOCUMENT_MAX_MB = 10;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;

/** The types that may be uploaded, all of which the browser can preview (PDF viewer or <img>). */
export const DOCUMENT_CONTENT_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** For the file input's `accept`: a hint to the picker, never a check. */
export const DOCUMENT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.webp," + DOCUMENT_CONTENT_TYPES.join(",");

/** What is wrong with a file, in the words of both the form and the server. */
export const DOCUMENT_MESSAGES = {
  tooLarge: `The file is larger than the ${DOCUMENT_MAX_MB} MB limit.`,
  wrongType: "Only PDF, PNG, JPEG and WebP files can be uploaded.",
  fileRequired: "Choose a file to upload.",
  empty: "The file is empty.",
  oneFile: "Upload one file at a time.",
  documentType: "Choose a document type.",
} as const;

export type UploadProblem = "tooLarge" | "wrongType" | "empty";

export const isAllowedContentType = (
  type: string,
): type is DocumentContentType =>
  (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * The client's early check of a chosen file, from its size and the type the browser guessed. It
 * saves a pointless upload; the server still sniffs the bytes whatever the browser said.
 */
export function uploadProblem(file: {
  size: number;
  type: string;
}): UploadProblem | null {
  if (file.size > DOCUMENT_MAX_BYTES) return "tooLarge";
  if (file.size === 0) return "empty";
  if (!isAllowedContentType(file.type)) return "wrongType";
  return null;
}

/** The text fields of an upload (the file is the third part): the parent's id and the type. */
export const documentUploadSchema = <
  P extends string,
  T extends readonly [string, ...string[]],
>(
  parentField: P,
  types: T,
  parentMessage: string,
) =>
  z.object({
    [parentField]: z.uuid({ error: parentMessage }),
    documentType: z.enum(types, { error: DOCUMENT_MESSAGES.documentType }),
  } as { [K in P]: z.ZodUUID } & {
    documentType: z.ZodEnum<{ [V in T[number]]: V }>;
  });

/**
 * POST {prefix}: re-type or rename an uploaded document. Update only (the id is required); a
 * document is created by uploading its file.
 */
export const documentUpdateSchema = <
  I extends string,
  T extends readonly [string, ...string[]],
>(
  idField: I,
  types: T,
) =>
  z.object({
    [idField]: z.uuid({ error: MESSAGES.required }),
    documentType: z.enum(types, { error: DOCUMENT_MESSAGES.documentType }),
    fileName: requiredText(255),
  } as { [K in I]: z.ZodUUID } & {
    documentType: z.ZodEnum<{ [V in T[number]]: V }>;
    fileName: ReturnType<typeof requiredText>;
  });

/** The API row of a document (the storage key stays on the server). */
export const documentRowSchema = <I extends string, P extends string>(
  idField: I,
  parentField: P,
) =>
  z.object({
    _id: z.string(),
    id: z.string(),
    [idField]: z.string(),
    [parentField]: z.string(),
    documentType: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number(),
    sha256: z.string(),
    uploadedByUserId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  } as { [K in I | P]: z.ZodString } & {
    _id: z.ZodString;
    id: z.ZodString;
    documentType: z.ZodString;
    fileName: z.ZodString;
    contentType: z.ZodString;
    sizeBytes: z.ZodNumber;
    sha256: z.ZodString;
    uploadedByUserId: z.ZodNullable<z.ZodString>;
    createdAt: z.ZodString;
    updatedAt: z.ZodString;
  });

/** Query of GET {prefix}/:id/content: inline (preview) unless download=true. */
export const documentContentQuerySchema = z.object({
  download: z.enum(["true", "false"]).optional(),
});
