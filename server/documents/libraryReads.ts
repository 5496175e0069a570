/**
 * The library's reads beyond the generic four (issue 26): GET /documents/{id}/versions,
 * GET /documents/{id}/content[?version=N][&download=true] (a trip's or a patient's file is recorded
 * in the access record before a byte is sent) and POST /documents/shareable (whom a free-standing
 * document may be shared with: the caller's circle, server/records/circle.ts).
 */
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LIBRARY_DOCUMENT_LIMITS as LIMITS } from "../../domain/documentLimits";
import { documentsModule } from "../../domain/modules/documents";
import {
  LIBRARY_DOCUMENT_MESSAGES as M,
  SHAREABLE_LIMIT,
  documentVersionContentQuerySchema,
  documentVersionRowSchema,
  shareablePersonSchema,
  shareableRequestSchema,
} from "../../domain/schemas/libraryDocument";
import { envelopeSchema } from "../../domain/schemas/search";
import { recordAccess } from "../activities/access";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import { documentVersions } from "../db/schema";
import { notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { findInCircle } from "../records/circle";
import { readableDocument } from "./libraryShared";
import { namesOf } from "./rows";
import { sendStoredFile } from "./sendFile";

const { access } = documentsModule;
const { prefix } = documentsModule.api;

/** Kinds whose documents hold patient data: reading their files is recorded (issue 21). */
const PATIENT_DATA_KINDS = new Set(["trip", "patient"]);

export function libraryReadRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${prefix}/shareable`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description:
          "Up to 20 active users of the caller's circle whose name holds the term: whom a free-standing document may be shared with.",
        body: shareableRequestSchema,
        response: {
          200: envelopeSchema(z.array(shareablePersonSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      code: 200,
      message: "",
      data: await findInCircle(
        base.db,
        currentUser(request),
        request.body.searchTerm,
        SHAREABLE_LIMIT,
      ),
    }),
  );

  app.get(
    `${prefix}/:id/versions`,
    {
      preParsing: base.authorize(access.read),
      schema: {
        params: idParamsSchema,
        response: {
          200: envelopeSchema(z.array(documentVersionRowSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const document = await readableDocument(base.db, user, request.params.id);
      const versions = await base.db
        .select()
        .from(documentVersions)
        .where(eq(documentVersions.documentId, document.id))
        .orderBy(desc(documentVersions.version));
      const names = await namesOf(
        base.db,
        versions.map((v) => v.uploadedByUserId),
      );
      return {
        code: 200,
        message: "",
        data: versions.map((v) => ({
          id: v.id,
          version: v.version,
          fileName: v.fileName,
          contentType: v.contentType,
          size: v.sizeBytes,
          sha256: v.sha256,
          uploadedByUserId: v.uploadedByUserId,
          uploadedByName: v.uploadedByUserId
            ? (names.get(v.uploadedByUserId) ?? null)
            : null,
          createdAt: v.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    `${prefix}/:id/content`,
    {
      preParsing: base.authorize(access.read),
      schema: {
        params: idParamsSchema,
        querystring: documentVersionContentQuerySchema,
        response: {
          200: z.unknown().describe("The file's bytes, as uploaded"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const document = await readableDocument(base.db, user, request.params.id);
      const wanted = request.query.version;
      const [file] =
        wanted === undefined || wanted === document.version
          ? [document]
          : await base.db
              .select()
              .from(documentVersions)
              .where(
                and(
                  eq(documentVersions.documentId, document.id),
                  eq(documentVersions.version, wanted),
                ),
              )
              .limit(1);
      if (!file) throw notFound(M.version);
      const stored = await base.fileStorage.open(file.storageKey);
      if (!stored) throw notFound(`The file of this document is missing.`);
      // A trip's or a patient's document holds patient data: its reading is recorded first.
      if (
        document.modelType &&
        document.modelId &&
        PATIENT_DATA_KINDS.has(document.modelType)
      )
        await recordAccess(base.db, request, user, {
          modelType: document.modelType,
          modelId: document.modelId,
          action: "download",
          note: `document ${document.id}; version ${wanted ?? document.version}`,
        }).catch((e: unknown) => {
          stored.stream.destroy();
          throw e;
        });
      return sendStoredFile(reply, stored, {
        contentType: file.contentType,
        fileName: file.fileName,
        inline:
          request.query.download !== "true" &&
          LIMITS.inlineTypes.includes(file.contentType),
      });
    },
  );
}
