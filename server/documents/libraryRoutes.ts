/**
 * The library's calls beyond the generic four (issue 26), registered through the documents entity's
 * `routes` hook: the uploads (./libraryUploads.ts) and the reads (./libraryReads.ts). Only this
 * plugin parses multipart, with the library's limits.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { LIBRARY_DOCUMENT_LIMITS as LIMITS } from "../../domain/documentLimits";
import { DOCUMENT_DESCRIPTION_MAX } from "../../domain/schemas/libraryDocument";
import { libraryReadRoutes } from "./libraryReads";
import { libraryUploadRoutes } from "./libraryUploads";

export async function documentRoutes(app: FastifyInstance) {
  // One byte past the file limit is read, so "too large" can be told apart; a description may be
  // 5,000 characters of up to 4 bytes each.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: LIMITS.maxBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: DOCUMENT_DESCRIPTION_MAX * 4 + 1000,
      parts: 12,
    },
  });
  libraryUploadRoutes(app);
  libraryReadRoutes(app);
}
