/**
 * The kinds of record other records point at by (modelType, modelId) (issue 24): the activity
 * record, and with the next issues discussions, documents, bookmarks and notifications. Written once
 * here; the server's reach registry (server/records: may this user see record X, which rows of a kind
 * may they see) and the client's link registry (src/records: where X opens, under what label) each
 * cover every one of them, and their tests say so. A later module adds its kind here (discussion,
 * document, article, support-request) and one entry in each registry.
 */
export const MODEL_TYPES = [
  "trip",
  "patient",
  "vehicle",
  "driver",
  "facility",
  "standing-order",
  "invoice",
  "workspace",
  "workspace-member",
  "task",
  "discussion",
  "document",
  "article",
  "support-request",
] as const;

export type ModelType = (typeof MODEL_TYPES)[number];

export const isModelType = (value: unknown): value is ModelType =>
  (MODEL_TYPES as readonly unknown[]).includes(value);

/** The record another record happened inside (an activity's context: a task's workspace). */
export interface RecordContext {
  modelType: string;
  modelId: string;
}

/** The answer of the reach registry for one record: unknown when no such record exists. */
export type Reach = "yes" | "no" | "unknown";
