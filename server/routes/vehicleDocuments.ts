/**
 * The two calls of vehicle documents that are not generic CRUD: the upload (multipart, one file) and
 * the file's content for preview and download. Search, get, re-type and delete are the entity's
 * (server/entities/vehicleDocuments.ts).
 */
import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";
import { envelopeSchema } from "../../domain/schemas/search";
import {
  isAllowedContentType,
  VEHICLE_DOCUMENT_MAX_BYTES,
  VEHICLE_DOCUMENT_MESSAGES as M,
  vehicleDocumentContentQuerySchema,
  vehicleDocumentSchema,
} from "../../domain/schemas/vehicleDocument";
import {
  errorBodySchema,
  errorResponses,
  idParamsSchema,
} from "../crud/schemas";
import { vehicleDocuments, vehicles } from "../db/schema";
import {
  toVehicleDocument,
  VEHICLE_DOCUMENT_ACCESS,
} from "../entities/vehicleDocuments";
import { AppError, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { contentDispositionHeader } from "../storage/contentDisposition";
import { readUpload } from "../storage/multipartUpload";

const uuid = z.uuid();

/** Upload answers: the generic ones plus 413 (file or request too large). */
const uploadErrorResponses = {
  ...errorResponses,
  413: errorBodySchema,
} as const;

/** A refusal about the file, also reported on the form's file field. */
const fileError = (status: number, message: string) =>
  new AppError(status, message, [{ field: "file", message }]);

export async function vehicleDocumentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Only these routes parse multipart, with their own limits: the app's 1 MB body limit does not
  // apply to a streamed file. One byte past the limit is read so "too large" can be told apart.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: VEHICLE_DOCUMENT_MAX_BYTES + 1,
      files: 1,
      fields: 10,
      fieldSize: 1000,
      parts: 12,
    },
  });

  app.post(
    "/vehicles/documents/upload",
    {
      preHandler: base.authorize(VEHICLE_DOCUMENT_ACCESS.write),
      schema: {
        response: {
          201: envelopeSchema(vehicleDocumentSchema),
          ...uploadErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readUpload(request, base.fileStorage);
      const { file, fields } = upload;
      try {
        const [vehicle] = await base.db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(eq(vehicles.id, fields.vehicleId))
          .limit(1);
        if (!vehicle) throw notFound("Vehicle not found.");
        if (file.tooLarge) throw fileError(413, M.tooLarge);
        if (file.sizeBytes === 0) throw fileError(422, M.empty);
        // The bytes decide the type: never the client's content type or the file's extension.
        // 422 rather than 415: the request's media type (multipart) is fine, the file is not.
        const detected = await fileTypeFromBuffer(file.head);
        if (!detected || !isAllowedContentType(detected.mime))
          throw fileError(422, M.wrongType);

        const storageKey = await file.commit();
        try {
          const [created] = await base.db
            .insert(vehicleDocuments)
            .values({
              vehicleId: fields.vehicleId,
              documentType: fields.documentType,
              fileName: upload.fileName,
              contentType: detected.mime,
              sizeBytes: file.sizeBytes,
              sha256: file.sha256,
              storageKey,
              uploadedByUserId: user.userId,
            })
            .returning();
          return reply.status(201).send({
            code: 201,
            message: "New Vehicle Document added.",
            data: toVehicleDocument(created),
          });
        } catch (e) {
          // No row, no file (the vehicle may have been deleted meanwhile).
          await base.fileStorage.remove(storageKey);
          throw e;
        }
      } finally {
        await file.discard();
      }
    },
  );

  app.get(
    "/vehicles/documents/:id/content",
    {
      preHandler: base.authorize(VEHICLE_DOCUMENT_ACCESS.read),
      schema: {
        params: idParamsSchema,
        querystring: vehicleDocumentContentQuerySchema,
        response: {
          200: z.unknown().describe("The file's bytes, as uploaded"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [document] = uuid.safeParse(id).success
        ? await base.db
            .select()
            .from(vehicleDocuments)
            .where(eq(vehicleDocuments.id, id))
            .limit(1)
        : [];
      if (!document) throw notFound("Vehicle Document not found.");
      const stored = await base.fileStorage.open(document.storageKey);
      if (!stored)
        throw notFound("The file of this vehicle document is missing.");
      const kind = request.query.download === "true" ? "attachment" : "inline";
      return (
        reply
          .header("Content-Type", document.contentType)
          .header("Content-Length", String(stored.sizeBytes))
          .header(
            "Content-Disposition",
            contentDispositionHeader(kind, document.fileName),
          )
          .header("X-Content-Type-Options", "nosniff")
          // Opened on its own, the file runs no script and shares no origin with the app.
          .header("Content-Security-Policy", "sandbox")
          .send(stored.stream)
      );
    },
  );
}
