/**
 * The two calls of a record's documents that are not generic CRUD, for any parent (a vehicle, a
 * trip): the upload (multipart, one file) and the file's content for preview and download. Search,
 * get, re-type and delete are the document entity's (server/entities/<kind>Documents.ts).
 */
import multipart from "@fastify/multipart";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { RECORD_DOCUMENT_LIMITS } from "../../domain/documentLimits";
import { documentContentQuerySchema } from "../../domain/schemas/document";
import { envelopeSchema } from "../../domain/schemas/search";
import { recordAccess } from "../activities/access";
import type { AuthUser } from "../auth/authUser";
import {
  errorBodySchema,
  errorResponses,
  idParamsSchema,
} from "../crud/schemas";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import type { Access } from "../plugins/auth";
import { currentUser } from "../plugins/auth";
import { readUpload } from "../storage/multipartUpload";
import { acceptedContentType, fileError } from "./fileIntake";
import { sendStoredFile } from "./sendFile";
import type {
  DocumentRecordBase,
  DocumentScope,
  DocumentTable,
} from "./documentTable";

export interface DocumentRoutesSpec<
  TTable extends DocumentTable,
  TFields extends { documentType: string },
  TRow extends z.ZodType,
> {
  /** Under /api, e.g. "/vehicles/documents". */
  prefix: string;
  /** Singular, capitalised, for messages ("Vehicle Document"). */
  entity: string;
  table: TTable;
  /** The upload's text fields: the parent's id and the document type. */
  uploadSchema: z.ZodType<TFields>;
  /** The parent's id among the upload's fields. */
  parentIdOf(fields: TFields): string;
  /** The columns that tie a new row to its parent, e.g. { vehicleId }. */
  parentValues(fields: TFields): Partial<TTable["$inferInsert"]>;
  /** Whether the parent exists within the user's reach (else 404 with parentNotFound). */
  parentExists(db: Db, user: AuthUser, parentId: string): Promise<boolean>;
  parentNotFound: string;
  access: { upload: Access; read: Access };
  /** Documents beyond the user's reach (through their parent) are not found. */
  scope?: DocumentScope;
  rowSchema: TRow;
  toRow(record: TTable["$inferSelect"]): z.input<TRow>;
  /**
   * A further check of the file for its document type (issue 21: a trip's "signature" must be an
   * image the signature step draws): the refusal's message (422 on the file field), or null.
   */
  checkFile?(
    fields: TFields,
    file: { head: Buffer; sizeBytes: number },
  ): Promise<string | null>;
  /**
   * Where a read of a file's content is recorded (issue 21: a trip's documents, a signature among
   * them, hold patient data); none for documents that hold none (a vehicle's).
   */
  contentAccess?(document: TTable["$inferSelect"]): {
    modelType: string;
    modelId: string;
  };
}

const uuid = z.uuid();

/** Upload answers: the generic ones plus 413 (file or request too large). */
const uploadErrorResponses = {
  ...errorResponses,
  413: errorBodySchema,
} as const;

/** The plugin serving POST {prefix}/upload and GET {prefix}/:id/content for one document kind. */
export function documentRoutes<
  TTable extends DocumentTable,
  TFields extends { documentType: string },
  TRow extends z.ZodType,
>(spec: DocumentRoutesSpec<TTable, TFields, TRow>) {
  const { table, prefix, entity } = spec;
  // Widened for the route's typing: the serializer still checks answers against the real schema.
  const rowSchema: z.ZodType = spec.rowSchema;
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>();

    // Only these routes parse multipart, with their own limits: the app's 1 MB body limit does not
    // apply to a streamed file. One byte past the limit is read so "too large" can be told apart.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: RECORD_DOCUMENT_LIMITS.maxBytes + 1,
        files: 1,
        fields: 10,
        fieldSize: 1000,
        parts: 12,
      },
    });

    app.post(
      `${prefix}/upload`,
      {
        preParsing: base.authorize(spec.access.upload),
        schema: {
          response: {
            201: envelopeSchema(rowSchema),
            ...uploadErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const upload = await readUpload(
          request,
          base.fileStorage,
          spec.uploadSchema,
        );
        const { file, fields } = upload;
        try {
          const parentId = spec.parentIdOf(fields);
          if (!(await spec.parentExists(base.db, user, parentId)))
            throw notFound(spec.parentNotFound);
          const contentType = await acceptedContentType(
            file,
            upload.fileName,
            RECORD_DOCUMENT_LIMITS,
          );
          const refusal = await spec.checkFile?.(fields, file);
          if (refusal) throw fileError(422, refusal);

          const storageKey = await file.commit();
          try {
            const values = {
              ...spec.parentValues(fields),
              documentType: fields.documentType,
              fileName: upload.fileName,
              contentType,
              sizeBytes: file.sizeBytes,
              sha256: file.sha256,
              storageKey,
              uploadedByUserId: user.userId,
            } as TTable["$inferInsert"];
            const [created] = (await base.db
              .insert(table)
              .values(values)
              .returning()) as TTable["$inferSelect"][];
            return reply.status(201).send({
              code: 201,
              message: `New ${entity} added.`,
              data: spec.toRow(created),
            });
          } catch (e) {
            // No row, no file (the parent may have been deleted meanwhile).
            await base.fileStorage.remove(storageKey);
            throw e;
          }
        } finally {
          await file.discard();
        }
      },
    );

    app.get(
      `${prefix}/:id/content`,
      {
        preParsing: base.authorize(spec.access.read),
        schema: {
          params: idParamsSchema,
          querystring: documentContentQuerySchema,
          response: {
            200: z.unknown().describe("The file's bytes, as uploaded"),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const scope = spec.scope?.(currentUser(request));
        const [document] = uuid.safeParse(id).success
          ? ((await base.db
              .select()
              .from(table as DocumentTable)
              .where(and(eq(table.id, id), scope))
              .limit(1)) as unknown as DocumentRecordBase[])
          : [];
        if (!document) throw notFound(`${entity} not found.`);
        const stored = await base.fileStorage.open(document.storageKey);
        if (!stored)
          throw notFound(
            `The file of this ${entity.toLowerCase()} is missing.`,
          );
        const access = spec.contentAccess?.(
          document as unknown as TTable["$inferSelect"],
        );
        // Recorded before a byte is sent; the note names the document, never its file's name.
        if (access)
          await recordAccess(base.db, request, currentUser(request), {
            ...access,
            action: "download",
            note: `${entity.toLowerCase()} ${document.id}; ${document.documentType}`,
          }).catch((e: unknown) => {
            stored.stream.destroy();
            throw e;
          });
        return sendStoredFile(reply, stored, {
          contentType: document.contentType,
          fileName: document.fileName,
          inline: request.query.download !== "true",
        });
      },
    );
  };
}
