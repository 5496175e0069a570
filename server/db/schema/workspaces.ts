/** Workspaces, their memberships and their tasks (issue 24). */
import { sql } from "drizzle-orm";
import {
  date,
  doublePrecision,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps } from "./columns";

export const workspaces = pgTable(
  "workspaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Upper-case letters and digits, unique: what a colleague types to ask to join. */
    code: text("code").notNull(),
    description: text("description"),
    /**
     * The creator, or whom an owner handed it to (null once that account is deleted); the owners in
     * the member table manage it.
     */
    ownerId: uuid("owner_id").references(() => users.id, {
      onDelete: "set null",
    }),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || code || ' ' || coalesce(description, ''))`,
      ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("workspaces_code_key").on(t.code),
    index("workspaces_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
    index("workspaces_name_idx").on(t.name, t.id),
    index("workspaces_owner_idx").on(t.ownerId, t.id),
    index("workspaces_created_at_idx").on(t.createdAt, t.id),
    index("workspaces_updated_at_idx").on(t.updatedAt, t.id),
  ],
);

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** requested, approved or rejected. */
    status: text("status").notNull(),
    /** owner, editor or viewer. */
    role: text("role").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("workspace_members_key").on(t.workspaceId, t.userId),
    // The membership guard's look-up: this user's approved workspaces.
    index("workspace_members_user_idx").on(t.userId, t.status, t.workspaceId),
    index("workspace_members_workspace_idx").on(
      t.workspaceId,
      t.status,
      t.role,
      t.id,
    ),
    index("workspace_members_created_at_idx").on(t.createdAt, t.id),
    // The offered sorts, ending with the id.
    index("workspace_members_workspace_sort_idx").on(t.workspaceId, t.id),
    index("workspace_members_role_idx").on(t.role, t.id),
    index("workspace_members_status_idx").on(t.status, t.id),
  ],
);

export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** todo, in-progress, blocked or done. */
    status: text("status").notNull().default("todo"),
    assigneeId: uuid("assignee_id").references(() => users.id, {
      onDelete: "set null",
    }),
    dueDate: date("due_date", { mode: "string" }),
    /** low, normal, high or urgent. */
    priority: text("priority").notNull().default("normal"),
    /** The priority's order (urgent first when sorted descending): a sort by the text would be a-z. */
    priorityRank: smallint("priority_rank")
      .notNull()
      .generatedAlwaysAs(
        sql`case priority when 'low' then 1 when 'normal' then 2 when 'high' then 3 when 'urgent' then 4 else 0 end`,
      ),
    labels: text("labels")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Order within its column: a drop takes the midpoint of its neighbours (server/workspaces). */
    position: doublePrecision("position").notNull().default(0),
    createdById: uuid("created_by_id").references(() => users.id, {
      onDelete: "set null",
    }),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || coalesce(description, ''))`),
    ...timestamps,
  },
  (t) => [
    index("tasks_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    // The board and the calendar read one workspace's column or month.
    index("tasks_board_idx").on(t.workspaceId, t.status, t.position, t.id),
    index("tasks_due_idx").on(t.workspaceId, t.dueDate, t.id),
    // "My tasks due soon" across workspaces (the home page).
    index("tasks_assignee_due_idx").on(t.assigneeId, t.dueDate, t.id),
    // Every offered sort, ending with the id (tests/server/sort-indexes.test.ts).
    index("tasks_position_idx").on(t.position, t.id),
    index("tasks_due_date_idx").on(t.dueDate, t.id),
    index("tasks_priority_idx").on(t.priorityRank, t.id),
    index("tasks_title_idx").on(t.title, t.id),
    index("tasks_updated_at_idx").on(t.updatedAt, t.id),
    index("tasks_created_at_idx").on(t.createdAt, t.id),
  ],
);
