/**
 * A support request's files (issue 28), through the document factory (server/documents): the
 * support kind's limits (10 MB; PDF, images, text and logs), types decided by the bytes, at most
 * SUPPORT_ATTACHMENTS_MAX per request or per reply, and the content served with nosniff and a
 * sandbox. Only the requester and the staff reach them (404 for anyone else).
 * - POST /support-requests/{id}/attachments multipart {file, replyId?} → 201 the attachment;
 * - GET /support-requests/{id}/attachments/{attachmentId}/content[?download=true].
 */
import multipart from "@fastify/multipart";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SUPPORT_DOCUMENT_LIMITS as LIMITS } from "../../domain/documentLimits";
import { documentContentQuerySchema } from "../../domain/schemas/document";
import {
  supportModule,
  supportRepliesModule,
} from "../../domain/modules/support";
import {
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_MESSAGES as M,
  supportAttachmentRowSchema,
} from "../../domain/schemas/support";
import { envelopeSchema } from "../../domain/schemas/search";
import { displayName } from "../../domain/users";
import {
  errorBodySchema,
  errorResponses,
  idParamsSchema,
} from "../crud/schemas";
import type { Db } from "../db/client";
import {
  supportAttachments,
  supportReplies,
  supportRequests,
} from "../db/schema";
import { acceptedContentType, fileError } from "../documents/fileIntake";
import { orRemove } from "../documents/libraryShared";
import { sendStoredFile } from "../documents/sendFile";
import { conflict, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { readUpload } from "../storage/multipartUpload";
import { announceRequest, recordSupportActivity } from "./changes";
import { readableRequest } from "./reach";
import type { SupportAttachmentRecord } from "./rows";
import { toAttachmentRow } from "./rows";

const { prefix } = supportModule.api;
const { access } = supportModule;
const ATTACHMENT = "Support Attachment";
const uuid = z.uuid();

const uploadFieldsSchema = z.object({ replyId: z.uuid().optional() });
const attachmentParamsSchema = idParamsSchema.extend({
  attachmentId: z.string().max(100),
});

/** Within the request's row lock: no more than the limit, whatever arrives at once. */
async function checkRoom(
  tx: Db,
  supportRequestId: string,
  replyId: string | null,
): Promise<void> {
  await tx.execute(
    sql`select 1 from ${supportRequests} where ${supportRequests.id} = ${supportRequestId} for update`,
  );
  const [{ n }] = await tx
    .select({ n: count() })
    .from(supportAttachments)
    .where(
      and(
        eq(supportAttachments.supportRequestId, supportRequestId),
        replyId
          ? eq(supportAttachments.replyId, replyId)
          : isNull(supportAttachments.replyId),
      ),
    );
  if (n >= SUPPORT_ATTACHMENTS_MAX) throw fileError(422, M.attachments);
}

export async function attachmentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Only these routes parse multipart; one byte past the limit is read to tell "too large" apart.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: LIMITS.maxBytes + 1,
      files: 1,
      fields: 5,
      fieldSize: 1000,
      parts: 7,
    },
  });

  app.post(
    `${prefix}/:id/attachments`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description:
          "Attaches one file (multipart: file, replyId?) to the request or to one of its replies.",
        params: idParamsSchema,
        response: {
          201: envelopeSchema(supportAttachmentRowSchema),
          ...errorResponses,
          413: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readUpload(
        request,
        base.fileStorage,
        uploadFieldsSchema,
        LIMITS,
      );
      const { file, fields, fileName } = upload;
      try {
        const parent = await readableRequest(base.db, user, request.params.id);
        if (parent.status === "closed") throw conflict(M.closed);
        const replyId = fields.replyId ?? null;
        if (replyId) {
          const [found] = await base.db
            .select({ id: supportReplies.id })
            .from(supportReplies)
            .where(
              and(
                eq(supportReplies.id, replyId),
                eq(supportReplies.supportRequestId, parent.id),
              ),
            )
            .limit(1);
          if (!found)
            throw notFound(`${supportRepliesModule.api.entity} not found.`);
        }
        const contentType = await acceptedContentType(file, fileName, LIMITS);
        const storageKey = await file.commit();
        const created = await orRemove(base, storageKey, () =>
          base.db.transaction(async (tx: Db) => {
            await checkRoom(tx, parent.id, replyId);
            const [row] = await tx
              .insert(supportAttachments)
              .values({
                supportRequestId: parent.id,
                replyId,
                documentType: "attachment",
                fileName,
                contentType,
                sizeBytes: file.sizeBytes,
                sha256: file.sha256,
                storageKey,
                uploadedByUserId: user.userId,
              })
              .returning();
            await recordSupportActivity(
              tx,
              user,
              parent.id,
              "attached",
              { supportAttachmentId: null },
              { supportAttachmentId: row.id, replyId, fileName },
            );
            await announceRequest(tx, parent);
            return row;
          }),
        );
        const names = new Map([
          [user.userId, { name: displayName(user), email: user.email }],
        ]);
        return reply.status(201).send({
          code: 201,
          message: `New ${ATTACHMENT} added.`,
          data: toAttachmentRow(created, names),
        });
      } finally {
        await file.discard();
      }
    },
  );

  app.get(
    `${prefix}/:id/attachments/:attachmentId/content`,
    {
      preParsing: base.authorize(access.read),
      schema: {
        params: attachmentParamsSchema,
        querystring: documentContentQuerySchema,
        response: {
          200: z.unknown().describe("The file's bytes, as uploaded"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id, attachmentId } = request.params;
      const parent = await readableRequest(base.db, user, id);
      const [found]: SupportAttachmentRecord[] = uuid.safeParse(attachmentId)
        .success
        ? await base.db
            .select()
            .from(supportAttachments)
            .where(
              and(
                eq(supportAttachments.id, attachmentId),
                eq(supportAttachments.supportRequestId, parent.id),
              ),
            )
            .limit(1)
        : [];
      if (!found) throw notFound(`${ATTACHMENT} not found.`);
      const stored = await base.fileStorage.open(found.storageKey);
      if (!stored) throw notFound("The file of this attachment is missing.");
      return sendStoredFile(reply, stored, {
        contentType: found.contentType,
        fileName: found.fileName,
        inline:
          request.query.download !== "true" &&
          LIMITS.inlineTypes.includes(found.contentType),
      });
    },
  );
}
