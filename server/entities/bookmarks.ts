/**
 * A user's bookmarks (§3, §7, issue 25): the generic four under /bookmarks, every call scoped to the
 * caller's own rows (someone else's bookmark is 404), the owner taken from the session on create,
 * never from the body. A bookmark names a record the caller may see (record reach, server/records);
 * once they lose it the bookmark stays listed with `available: false`, so the page can show it
 * greyed and never open it. The same record twice for one user updates the bookmark's name (an
 * idempotent toggle: two tabs adding the same record end with one bookmark, no error).
 */
import { and, eq, inArray } from "drizzle-orm";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { bookmarksModule } from "../../domain/modules/bookmarks";
import { isModelType } from "../../domain/records";
import {
  BOOKMARK_MESSAGES,
  bookmarkRowSchema,
  bookmarkUpsertSchema,
} from "../../domain/schemas/bookmark";
import { defineEntity } from "../crud/entity";
import { bookmarks } from "../db/schema";
import { registerUniqueConstraint, unprocessable } from "../errors";
import { canSee, reachable } from "../records/registry";

registerUniqueConstraint("bookmarks_user_record_key", {
  field: "modelId",
  message: BOOKMARK_MESSAGES.duplicate,
});

type BookmarkRecord = typeof bookmarks.$inferSelect;

/** The ids of the page's bookmarks whose record the caller may still see. */
interface BookmarkRelations {
  available: ReadonlySet<string>;
}

const api = bookmarksModule.api;

export const bookmarkEntity = defineEntity({
  entity: api.entity,
  prefix: api.prefix,
  table: bookmarks,
  idColumn: bookmarks.id,
  idField: api.idField,
  rowSchema: bookmarkRowSchema,
  bodySchema: bookmarkUpsertSchema,
  rowFields: (
    record: BookmarkRecord,
    row?: { relations: BookmarkRelations },
  ) => ({ available: row?.relations.available.has(record.id) ?? false }),
  valueFields: (_body, { user }) => ({ userId: user.userId }),
  /**
   * One query per modelType on the page (never one per row): the page's bookmarks of that kind
   * whose record still exists and is in the caller's reach.
   */
  loadRelations: async (records, { app, user }) => {
    const available = new Set<string>();
    const byType = new Map<string, string[]>();
    for (const r of records)
      byType.set(r.modelType, [...(byType.get(r.modelType) ?? []), r.id]);
    await Promise.all(
      [...byType].map(async ([modelType, ids]) => {
        // A kind no registry knows any more (an old row) is never available.
        if (!isModelType(modelType)) return;
        // Asked of everyone, unrestricted callers too: a record since deleted is in no one's reach.
        const rows = await app.db
          .select({ id: bookmarks.id })
          .from(bookmarks)
          .where(
            and(
              inArray(bookmarks.id, ids),
              reachable(user, modelType, bookmarks.modelId),
            ),
          );
        rows.forEach((r) => available.add(r.id));
      }),
    );
    return { available };
  },
  sortable: {
    name: bookmarks.name,
    createdAt: bookmarks.createdAt,
  },
  defaultSort: "name",
  filters: {
    modelType: { kind: "string", column: bookmarks.modelType },
    modelId: { kind: "uuid", column: bookmarks.modelId },
  },
  dateColumn: bookmarks.createdAt,
  access: bookmarksModule.access,
  scope: (user) => eq(bookmarks.userId, user.userId),
  // The caller's bookmark of the same record: the create becomes an update of its name.
  existingIdOf: async (body, { app, user }) => {
    const [found] = await app.db
      .select({ id: bookmarks.id })
      .from(bookmarks)
      .where(
        and(
          eq(bookmarks.userId, user.userId),
          eq(bookmarks.modelType, body.modelType),
          eq(bookmarks.modelId, body.modelId),
        ),
      )
      .limit(1);
    return found?.id ?? null;
  },
  createdMessage: SUCCESS_MESSAGES.bookmarkCreated,
  deletedMessage: SUCCESS_MESSAGES.bookmarkRemoved,
  // Only a record the caller may see is bookmarked; out of reach and unknown read alike (no leak).
  beforeWrite: async (body, existing, { app, user }) => {
    if (
      existing &&
      existing.modelType === body.modelType &&
      existing.modelId === body.modelId
    )
      return;
    const reach = await canSee(app.db, user, body.modelType, body.modelId);
    if (reach !== "yes")
      throw unprocessable(BOOKMARK_MESSAGES.notFound, [
        { field: "modelId", message: BOOKMARK_MESSAGES.notFound },
      ]);
  },
});
