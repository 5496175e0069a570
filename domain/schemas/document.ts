/**
 * Uploaded documents of a record (a vehicle's, a trip's): one storage, one set of limits and words,
 * whatever the parent. The limits (../documentLimits.ts) let an upload form check a file with the same numbers
 * and words as the server, which alone decides (it sniffs the bytes). Each kind of document names
 * its parent field and its types (./vehicleDocument.ts, ./tripDocument.ts).
 */
import { z } from "zod";
import type { DocumentContentType } from "../documentLimits";
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
} from "../documentLimits";
import { MESSAGES, requiredText } from "./common";

// The limits stay importable from here; they live in a zod-free module for the i18n messages.
export {
  DOCUMENT_ACCEPT,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_MB,
  DOCUMENT_MESSAGES,
} from "../documentLimits";
export type { DocumentContentType } from "../documentLimits";

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
