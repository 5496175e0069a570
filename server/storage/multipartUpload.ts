/**
 * Reads a document upload (a vehicle's, a trip's): the text fields (in any order), checked by the
 * caller's schema, and one file, streamed straight into staging storage. Anything wrong with the form becomes a 4xx with a clear message, and the
 * staged file is discarded whenever this throws.
 */
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { FieldError } from "../../domain/errors";
import type { DocumentKindLimits } from "../../domain/documentLimits";
import { RECORD_DOCUMENT_LIMITS } from "../../domain/documentLimits";
import { AppError, unprocessable } from "../errors";
import { cleanFileName } from "./contentDisposition";
import type { FileStorage, StagedFile } from "./fileStorage";

/** Room for the boundaries, part headers and the two short fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface Upload<TFields> {
  fields: TFields;
  file: StagedFile;
  fileName: string;
}

const limitErrors = (m: DocumentKindLimits["messages"]) =>
  ({
    FST_FILES_LIMIT: m.oneFile,
    FST_FIELDS_LIMIT: "The upload has too many fields.",
    FST_PARTS_LIMIT: "The upload has too many parts.",
    FST_PART_FIELD_SIZE_LIMIT: "A field of the upload is too long.",
  }) as Record<string, string>;

/** Multipart and stream errors are the client's (400/422); file-system errors stay 500s. */
function uploadError(e: unknown, limits: DocumentKindLimits): unknown {
  if (e instanceof AppError) return e;
  const err = e as { code?: string; syscall?: string } | null;
  if (err?.syscall) return e;
  const limit = err?.code ? limitErrors(limits.messages)[err.code] : undefined;
  if (limit) return unprocessable(limit);
  return new AppError(400, "The upload is not a well-formed multipart form.");
}

/**
 * The upload's fields and its one file, staged. `limits` are the document kind's (vehicle and trip
 * documents: RECORD_DOCUMENT_LIMITS; the library's are larger, issue 26).
 */
export async function readUpload<TSchema extends z.ZodType>(
  request: FastifyRequest,
  storage: FileStorage,
  fieldsSchema: TSchema,
  limits: DocumentKindLimits = RECORD_DOCUMENT_LIMITS,
): Promise<Upload<z.output<TSchema>>> {
  const M = limits.messages;
  const requiredFileError: FieldError = {
    field: "file",
    message: M.fileRequired,
  };
  if (!request.isMultipart())
    throw unprocessable(M.fileRequired, [requiredFileError]);
  // A declared size far past the limit is refused before a byte is read.
  const declared = Number(request.headers["content-length"]);
  if (declared > limits.maxBytes + MULTIPART_OVERHEAD_BYTES)
    throw new AppError(413, M.tooLarge, [
      { field: "file", message: M.tooLarge },
    ]);

  // A Map: a field named "__proto__" or "constructor" is just a field, never a prototype look-up.
  const values = new Map<string, string>();
  let file: StagedFile | null = null;
  let fileName = "";
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // files: 1 makes busboy refuse a second file; this guards a future change of that limit.
        if (file) throw unprocessable(M.oneFile);
        file = await storage.stage(part.file, limits.maxBytes);
        fileName = cleanFileName(part.filename);
      } else if (typeof part.value === "string") {
        values.set(part.fieldname, part.value);
      }
    }
  } catch (e) {
    await (file as StagedFile | null)?.discard();
    throw uploadError(e, limits);
  }

  const parsed = fieldsSchema.safeParse(Object.fromEntries(values));
  const errors: FieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        field: i.path.join("."),
        message: i.message,
      }));
  if (!file) errors.push(requiredFileError);
  if (!parsed.success || !file) {
    await (file as StagedFile | null)?.discard();
    // Worded like the 422 of any other body: "field: message" for each.
    throw unprocessable(
      errors.map((e) => `${e.field}: ${e.message}`).join(" "),
      errors,
    );
  }
  return { fields: parsed.data, file, fileName };
}
