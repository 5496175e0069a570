/**
 * The library's uploads (issue 26): POST /documents/upload (a new document with its first version)
 * and POST /documents/{id}/versions (a new version of its file). Every file passes the kind's checks
 * (./fileIntake.ts, LIBRARY_DOCUMENT_LIMITS); its text is extracted off the main thread before the
 * row is written, so search finds the words inside; a refused or failed upload leaves no file.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LIBRARY_DOCUMENT_LIMITS as LIMITS } from "../../domain/documentLimits";
import { documentsModule } from "../../domain/modules/documents";
import {
  documentRowSchema,
  documentUploadFieldsSchema,
} from "../../domain/schemas/libraryDocument";
import { envelopeSchema } from "../../domain/schemas/search";
import {
  errorBodySchema,
  errorResponses,
  idParamsSchema,
} from "../crud/schemas";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { sanitizeRichText } from "../richText/sanitize";
import { readUpload } from "../storage/multipartUpload";
import { recordDocumentActivity } from "./changes";
import { requireEditor, requireRecordForUpload } from "./editors";
import {
  defaultTitle,
  insertVersion,
  intake,
  orRemove,
  readableDocument,
  rowOf,
} from "./libraryShared";

const { access } = documentsModule;
const { prefix, entity } = documentsModule.api;

/** Upload answers: the generic ones plus 413 (file or request too large). */
const uploadErrors = { ...errorResponses, 413: errorBodySchema } as const;

const noFields = z.object({});

/** Registered inside ./libraryRoutes.ts's plugin, which parses multipart with the library's limits. */
export function libraryUploadRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${prefix}/upload`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        response: { 201: envelopeSchema(documentRowSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readUpload(
        request,
        base.fileStorage,
        documentUploadFieldsSchema,
        LIMITS,
      );
      const { file, fields, fileName } = upload;
      try {
        if (fields.modelType && fields.modelId)
          await requireRecordForUpload(
            base.db,
            user,
            fields.modelType,
            fields.modelId,
          );
        const stored = await intake(file, fileName);
        const created = await orRemove(base, stored.storageKey, () =>
          base.db.transaction(async (tx: Db) => {
            const tags = fields.tags ?? [];
            const [document] = await tx
              .insert(documents)
              .values({
                ...stored,
                title: fields.title || defaultTitle(fileName),
                description: sanitizeRichText(fields.description ?? ""),
                tags,
                tagText: tags.join(" "),
                modelType: fields.modelType ?? null,
                modelId: fields.modelId ?? null,
                ownerUserId: user.userId,
                version: 1,
              })
              .returning();
            await insertVersion(tx, document, stored, user);
            await recordDocumentActivity(
              tx,
              user,
              document,
              "created",
              null,
              document,
            );
            return document;
          }),
        );
        return reply.status(201).send({
          code: 201,
          message: `New ${entity} added.`,
          data: await rowOf(base.db, user, created),
        });
      } finally {
        await file.discard();
      }
    },
  );

  app.post(
    `${prefix}/:id/versions`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        params: idParamsSchema,
        response: { 200: envelopeSchema(documentRowSchema), ...uploadErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const upload = await readUpload(
        request,
        base.fileStorage,
        noFields,
        LIMITS,
      );
      const { file, fileName } = upload;
      try {
        const existing = await readableDocument(
          base.db,
          user,
          request.params.id,
        );
        await requireEditor(base.db, user, existing);
        const stored = await intake(file, fileName);
        const updated = await orRemove(base, stored.storageKey, () =>
          base.db.transaction(async (tx: Db) => {
            // The row lock of this update orders concurrent versions: each gets its own number.
            const [document] = await tx
              .update(documents)
              .set({ ...stored, version: sql`${documents.version} + 1` })
              .where(eq(documents.id, existing.id))
              .returning();
            if (!document) throw notFound(`${entity} not found.`);
            await insertVersion(tx, document, stored, user);
            await recordDocumentActivity(
              tx,
              user,
              document,
              "version",
              existing,
              document,
            );
            return document;
          }),
        );
        return {
          code: 200,
          message: "New version added.",
          data: await rowOf(base.db, user, updated),
        };
      } finally {
        await file.discard();
      }
    },
  );
}
