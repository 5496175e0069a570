/**
 * Who reads a library document (issue 26): a record's document follows the record's reach
 * (server/records: a trip's, those who see the trip; a workspace's, its approved members), a
 * free-standing one its owner and those it is shared with (users, or a workspace's approved
 * members). One SQL condition on the documents table serves every search and read by id.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { DOCUMENT_MODEL_TYPES } from "../../domain/schemas/libraryDocument";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { documentShares, documents } from "../db/schema";
import { forbidden } from "../errors";
import * as declared from "../records/index";
import type { RecordReach } from "../records/reach";
import { isRecordReach } from "../records/reach";
import { myWorkspaceIds } from "../workspaces/membership";

export type DocumentRecord = typeof documents.$inferSelect;

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * The reach of every kind a document may belong to. Read when called, never at load: the record
 * registry imports the document's own reach, which imports this file.
 */
const recordReaches = (): RecordReach[] =>
  (Object.values(declared) as unknown[])
    .filter(isRecordReach)
    .filter((reach) =>
      (DOCUMENT_MODEL_TYPES as readonly string[]).includes(reach.modelType),
    );

/** The free-standing documents shared with this user, directly or through a workspace. */
const sharedWith = (user: AuthUser): SQL =>
  sql`exists (select 1 from ${documentShares} where ${documentShares.documentId} = ${documents.id} and (${documentShares.userId} = ${user.userId} or ${documentShares.workspaceId} in ${myWorkspaceIds(user)}))`;

/** The condition keeping the documents this user may read (never undefined: sharing is per user). */
export function documentScope(user: AuthUser): SQL {
  const parts: SQL[] = [
    and(
      isNull(documents.modelType),
      or(eq(documents.ownerUserId, user.userId), sharedWith(user)),
    ) as SQL,
  ];
  for (const reach of recordReaches()) {
    const seen = reach.visible(user, documents.modelId);
    parts.push(
      seen
        ? (and(eq(documents.modelType, reach.modelType), seen) as SQL)
        : eq(documents.modelType, reach.modelType),
    );
  }
  return or(...parts) as SQL;
}

/** The document, unscoped, or null. */
export async function documentById(
  db: Db,
  documentId: string,
): Promise<DocumentRecord | null> {
  if (!isUuid(documentId)) return null;
  const [found] = await db
    .select()
    .from(documents)
    .where(eq(documents.id, documentId))
    .limit(1);
  return found ?? null;
}

/**
 * A workspace's document out of the caller's reach is refused (403: the client shows "not a
 * member"); any other document out of reach stays not found.
 */
export async function refuseWorkspaceDocument(
  db: Db,
  documentId: string,
): Promise<void> {
  const document = await documentById(db, documentId);
  if (document?.modelType === "workspace") throw forbidden();
}
