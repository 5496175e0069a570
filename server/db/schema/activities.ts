/** The app-wide change record (issue 9): appended to by every write, never changed. */
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { at } from "./columns";

/**
 * The app-wide change record: who changed which record (modelType, modelId), when, from which
 * screen, the fields before and after, and the position when one was given. Rows are only added.
 */
export const activities = pgTable(
  "activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    modelType: text("model_type").notNull(),
    /** null: an export of a list (which records, the filters tell; no single one). */
    modelId: uuid("model_id"),
    action: text("action").notNull(),
    /**
     * No foreign key: the record is append-only (a trigger refuses updates and deletes), so deleting
     * an account cannot null its rows; actorName keeps who it was.
     */
    actorUserId: uuid("actor_user_id"),
    /** The actor's name at the time: the record outlives renames and deleted accounts. */
    actorName: text("actor_name").notNull(),
    screen: text("screen"),
    changes: jsonb("changes")
      .$type<{ field: string; before: unknown; after: unknown }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    accuracy: doublePrecision("accuracy"),
    withoutPosition: boolean("without_position").notNull().default(false),
    onBehalf: boolean("on_behalf").notNull().default(false),
    note: text("note"),
    /**
     * The record the change happened inside (issue 24): a task's and a membership's changes carry
     * their workspace, so the workspace's history is one indexed read. Old rows keep null.
     */
    contextType: text("context_type"),
    contextId: uuid("context_id"),
    /** Where the call came from (the client's address as the server saw it), issue 11. */
    ipAddress: text("ip_address"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("activities_model_idx").on(t.modelType, t.modelId, t.createdAt, t.id),
    index("activities_created_at_idx").on(t.createdAt, t.id),
    index("activities_actor_idx").on(t.actorUserId, t.createdAt, t.id),
    index("activities_action_idx").on(t.action, t.createdAt, t.id),
    index("activities_context_idx").on(
      t.contextType,
      t.contextId,
      t.createdAt,
      t.id,
    ),
  ],
);
