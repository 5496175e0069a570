/**
 * A workspace's tasks (issue 24): the generic four under /tasks behind the membership guard
 * (approved members read, editors and owners write and delete). A new task, or one whose status an
 * upsert changes, goes to the end of its column; the board's drops use POST /tasks/{taskId}/move
 * (server/workspaces/taskMove.ts). The assignee must be an approved member of the workspace.
 */
import { and, eq, max, ne } from "drizzle-orm";
import { tasksApiModule } from "../../domain/modules/workspaces";
import {
  WORKSPACE_MESSAGES,
  taskRowSchema,
  taskUpsertSchema,
} from "../../domain/schemas/workspace";
import type { AuthUser } from "../auth/authUser";
import { defineEntity } from "../crud/entity";
import type { Db } from "../db/client";
import { tasks } from "../db/schema";
import { unprocessable } from "../errors";
import { recordWorkspaceChange } from "../workspaces/changes";
import { APPROVED, membershipOf } from "../workspaces/membership";
import { positionIn } from "../workspaces/positions";
import type { TaskRecord, TaskRelations } from "../workspaces/rows";
import { loadTaskRelations, taskToRow } from "../workspaces/rows";
import { lockBoard } from "../workspaces/taskMove";

/** Puts the task one step after the last card of its column (the board is locked first). */
async function toColumnEnd(tx: Db, task: TaskRecord): Promise<TaskRecord> {
  await lockBoard(tx, task.workspaceId);
  const [{ last }] = await tx
    .select({ last: max(tasks.position) })
    .from(tasks)
    .where(
      and(
        eq(tasks.workspaceId, task.workspaceId),
        eq(tasks.status, task.status),
        ne(tasks.id, task.id),
      ),
    );
  const position = positionIn({ lower: last, upper: null }) ?? 0;
  const [placed] = await tx
    .update(tasks)
    .set({ position })
    .where(eq(tasks.id, task.id))
    .returning();
  return placed;
}

const recordTaskChange = (
  tx: Db,
  actor: AuthUser,
  action: string,
  before: TaskRecord | null,
  after: TaskRecord | null,
) =>
  recordWorkspaceChange(tx, actor, {
    modelType: "task",
    action,
    workspaceId: ((after ?? before) as TaskRecord).workspaceId,
    before,
    after,
  });

export const taskEntity = defineEntity({
  entity: tasksApiModule.api.entity,
  prefix: tasksApiModule.api.prefix,
  table: tasks,
  idColumn: tasks.id,
  idField: tasksApiModule.api.idField,
  rowSchema: taskRowSchema,
  bodySchema: taskUpsertSchema,
  toRow: (record, row?: { user: never; relations: TaskRelations }) =>
    taskToRow(record, row),
  loadRelations: (records, { app }) => loadTaskRelations(app.db, records),
  valueFields: (body) => ({
    assigneeId: body.assigneeId ?? null,
    dueDate: body.dueDate || null,
  }),
  sortable: {
    position: tasks.position,
    dueDate: tasks.dueDate,
    // By rank (low < normal < high < urgent), not alphabetically.
    priority: tasks.priorityRank,
    title: tasks.title,
    updatedAt: tasks.updatedAt,
    createdAt: tasks.createdAt,
  },
  defaultSort: "position",
  filters: {
    workspaceId: { kind: "uuid", column: tasks.workspaceId },
    status: { kind: "string", column: tasks.status },
    // §7 additionalArrayFilters: status IN (…).
    statuses: { kind: "string", column: tasks.status },
    assigneeId: { kind: "uuid", column: tasks.assigneeId },
    priority: { kind: "string", column: tasks.priority },
  },
  searchColumn: tasks.searchText,
  dateColumn: tasks.dueDate,
  access: tasksApiModule.access,
  membership: {
    workspaceColumn: tasks.workspaceId,
    bodyField: "workspaceId",
    write: "editor",
  },
  // The assignee is an approved member; a task kept by someone who since left may still be edited.
  beforeWrite: async (body, existing, { app }) => {
    const assigneeId = body.assigneeId;
    if (!assigneeId || assigneeId === existing?.assigneeId) return;
    const membership = await membershipOf(app.db, body.workspaceId, assigneeId);
    if (membership?.status !== APPROVED)
      throw unprocessable(WORKSPACE_MESSAGES.assignee, [
        { field: "assigneeId", message: WORKSPACE_MESSAGES.assignee },
      ]);
  },
  prepareValues: async (_body, _values, existing, { user }) => ({
    values: existing ? {} : { createdById: user.userId },
  }),
  onCreated: async (record, _body, { user, tx }) => {
    const placed = await toColumnEnd(tx, record);
    await recordTaskChange(tx, user, "created", null, placed);
    return placed;
  },
  onUpdated: async (updated, existing, _body, { user, tx }) => {
    const after =
      updated.status === existing.status
        ? updated
        : await toColumnEnd(tx, updated);
    await recordTaskChange(tx, user, "updated", existing, after);
    return after;
  },
  onDeleted: (record, { user, tx }) =>
    recordTaskChange(tx, user, "deleted", record, null),
});
