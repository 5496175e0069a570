/**
 * Reads a document upload (a vehicle's, a trip's): the text fields (in any order), checked by the
 * caller's schema, and one file, streamed straight into staging storage. Anything wrong with the form becomes a 4xx with a clear message, and the
 * staged file is discarded whenever this throws.
 */
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { FieldError } from "../../domain/errors";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES as M,
} from "../../domain/schemas/document";
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

const LIMIT_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: M.oneFile,
  FST_FIELDS_LIMIT: "The upload has too many fields.",
  FST_PARTS_LIMIT: "The upload has too many parts.",
};

/** Multipart and stream errors are the client's (400/422); file-system errors stay 500s. */
function uploadError(e: unknown): unknown {
  if (e instanceof AppError) return e;
  const err = e as { code?: string; syscall?: string } | null;
  if (err?.syscall) return e;
  const limit = err?.code ? LIMIT_ERRORS[err.code] : undefined;
  if (limit) return unprocessable(limit);
  return new AppError(400, "The upload is not a well-formed multipart form.");
}

const requiredFileError: FieldError = {
  field: "file",
  message: M.fileRequired,
};

export async function readUpload<TSchema extends z.ZodType>(
  request: FastifyRequest,
  storage: FileStorage,
  fieldsSchema: TSchema,
): Promise<Upload<z.output<TSchema>>> {
  if (!request.isMultipart())
    throw unprocessable(M.fileRequired, [requiredFileError]);
  // A declared size far past the limit is refused before a byte is read.
  const declared = Number(request.headers["content-length"]);
  if (declared > DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
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
        file = await storage.stage(part.file, DOCUMENT_MAX_BYTES);
        fileName = cleanFileName(part.filename);
      } else if (typeof part.value === "string") {
        values.set(part.fieldname, part.value);
      }
    }
  } catch (e) {
    await (file as StagedFile | null)?.discard();
    throw uploadError(e);
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
