/**
 * What the library's own calls share (issue 26): the readable document (403 for a workspace's to a
 * non-member, else 404), its row, and the intake of a file: the kind's checks, its text, its bytes
 * under a storage key, and the version row that records them.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LIBRARY_DOCUMENT_LIMITS as LIMITS } from "../../domain/documentLimits";
import { documentsModule } from "../../domain/modules/documents";
import { DOCUMENT_TITLE_MAX } from "../../domain/schemas/libraryDocument";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { documentVersions, documents } from "../db/schema";
import { notFound } from "../errors";
import type { StagedFile } from "../storage/fileStorage";
import { acceptedContentType } from "./fileIntake";
import type { DocumentRecord } from "./reach";
import { documentScope, refuseWorkspaceDocument } from "./reach";
import { loadDocumentRelations, toDocumentRow } from "./rows";
import { extractText } from "./textExtraction";

const { entity } = documentsModule.api;

/** The readable document, or 403 (a workspace's, to a non-member) or 404. */
export async function readableDocument(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<DocumentRecord> {
  const [found] = z.uuid().safeParse(id).success
    ? await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), documentScope(user)))
        .limit(1)
    : [];
  if (found) return found;
  await refuseWorkspaceDocument(db, id);
  throw notFound(`${entity} not found.`);
}

export const rowOf = async (db: Db, user: AuthUser, record: DocumentRecord) =>
  toDocumentRow(record, await loadDocumentRelations(db, user, [record]));

/** A file that passed the intake: its columns, as the document and its version row hold them. */
export interface TakenFile {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  textContent: string;
}

/** The file's checks, its text, and its bytes moved under a storage key (the caller owns the key). */
export async function intake(
  file: StagedFile,
  fileName: string,
): Promise<TakenFile> {
  const contentType = await acceptedContentType(file, fileName, LIMITS);
  const textContent = await extractText(file.localPath, contentType);
  const storageKey = await file.commit();
  return {
    fileName,
    contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    storageKey,
    textContent,
  };
}

/** Runs the write; a failure removes the file it was about to point at (nothing left behind). */
export async function orRemove<T>(
  app: FastifyInstance,
  storageKey: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    await app.fileStorage.remove(storageKey).catch(() => undefined);
    throw e;
  }
}

/** The version row of a file that is now the document's current one. */
export const insertVersion = (
  tx: Db,
  document: DocumentRecord,
  file: TakenFile,
  user: AuthUser,
) =>
  tx.insert(documentVersions).values({
    documentId: document.id,
    version: document.version,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    storageKey: file.storageKey,
    uploadedByUserId: user.userId,
  });

/** The title a document gets when its upload names none: its file's name without the extension. */
export const defaultTitle = (fileName: string) =>
  (fileName.replace(/\.[^.]{1,8}$/, "").trim() || fileName || "Untitled").slice(
    0,
    DOCUMENT_TITLE_MAX,
  );
