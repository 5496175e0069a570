/**
 * The activity of a change to a library document (issue 26): upload, new version, metadata change,
 * delete, recorded on the document with its record (a workspace, a trip) as context, so a
 * workspace's activity page shows its files' history. Only the metadata is compared, never the
 * extracted text or the storage key.
 */
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import type { DocumentRecord } from "./reach";

/** The fields of a document whose changes the activity shows. */
export const activityFields = (d: DocumentRecord) => ({
  title: d.title,
  description: d.description,
  tags: d.tags,
  modelType: d.modelType,
  modelId: d.modelId,
  version: d.version,
  fileName: d.fileName,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  sha256: d.sha256,
});

export const recordDocumentActivity = (
  tx: Db,
  actor: AuthUser,
  document: DocumentRecord,
  action: string,
  before: DocumentRecord | null,
  after: DocumentRecord | null,
  /** Fields beyond the columns (whom a document is shared with), before and after. */
  extra?: { before?: Record<string, unknown>; after?: Record<string, unknown> },
) =>
  recordActivity(tx, {
    modelType: "document",
    modelId: document.id,
    action,
    actor,
    before: before && { ...activityFields(before), ...extra?.before },
    after: after && { ...activityFields(after), ...extra?.after },
    context:
      document.modelType && document.modelId
        ? { modelType: document.modelType, modelId: document.modelId }
        : null,
  });
