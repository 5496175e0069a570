/**
 * POST /tasks/{taskId}/move (issue 24): a drop on the board. The card lands in the column `status`,
 * right after `afterTaskId` (the card now above it) or right before `beforeTaskId` (the card now
 * below it), at the midpoint of that gap (./positions.ts): one row written, unless the gap has
 * become too small and the column is renumbered first.
 *
 * Concurrent drops: the board's workspace row is locked for the transaction, so two drops on one
 * board run one after the other, and the second reads the gap as the first left it (each statement
 * of a READ COMMITTED transaction sees what committed before it). Locking the neighbours or the
 * column's rows would not do: a card moved into the column by the other drop is not among the rows
 * the waiting statement locks, and an empty column has no row to lock at all.
 */
import type { SQL } from "drizzle-orm";
import { and, asc, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { tasksApiModule } from "../../domain/modules/workspaces";
import { envelopeSchema } from "../../domain/schemas/search";
import type { TaskStatus } from "../../domain/schemas/workspace";
import { taskMoveSchema, taskRowSchema } from "../../domain/schemas/workspace";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import { membershipChecks } from "../crud/membership";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { tasks, workspaces } from "../db/schema";
import { notFound, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";
import { notifyWorkspaceAudience } from "../realtime/workspaceAudience";
import type { Gap } from "./positions";
import { needsRenumbering, positionIn, renumbered } from "./positions";
import type { TaskRecord } from "./rows";
import { loadTaskRelations, taskToRow } from "./rows";

export const TASK_MOVE_MESSAGES = {
  moved: "Task moved.",
  neighbour: "Drop the task next to a task of the same workspace and column.",
} as const;

/** The screen a move is made from, in the activity record. */
const SCREEN = "task-board";

const guard = membershipChecks(tasks, {
  workspaceColumn: tasks.workspaceId,
  write: "editor",
});

/**
 * Serialises the writes that place cards on one workspace's board (drops, and new cards put at a
 * column's end) until the transaction ends. NO KEY UPDATE: a task insert's foreign-key check (KEY
 * SHARE on the workspace) does not wait for it.
 */
export async function lockBoard(tx: Db, workspaceId: string): Promise<void> {
  await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for("no key update");
}

const neighbourError = (field: "afterTaskId" | "beforeTaskId") =>
  unprocessable(`${field}: ${TASK_MOVE_MESSAGES.neighbour}`, [
    { field, message: TASK_MOVE_MESSAGES.neighbour },
  ]);

/** The neighbour named by the body, checked to be another card of the target column. */
async function neighbourOf(
  tx: Db,
  task: TaskRecord,
  status: TaskStatus,
  field: "afterTaskId" | "beforeTaskId",
  id: string | null | undefined,
): Promise<TaskRecord | null> {
  if (!id) return null;
  const [found] = await tx.select().from(tasks).where(eq(tasks.id, id));
  if (
    !found ||
    found.id === task.id ||
    found.workspaceId !== task.workspaceId ||
    found.status !== status
  )
    throw neighbourError(field);
  return found;
}

/** The nearest card's position on one side of `from` in the column (ordered by position, then id). */
async function nearest(
  tx: Db,
  column: SQL | undefined,
  from: TaskRecord,
  side: "below" | "above",
): Promise<number | null> {
  const beyond =
    side === "below"
      ? or(
          gt(tasks.position, from.position),
          and(eq(tasks.position, from.position), gt(tasks.id, from.id)),
        )
      : or(
          lt(tasks.position, from.position),
          and(eq(tasks.position, from.position), lt(tasks.id, from.id)),
        );
  const order =
    side === "below"
      ? [asc(tasks.position), asc(tasks.id)]
      : [desc(tasks.position), desc(tasks.id)];
  const [next] = await tx
    .select({ position: tasks.position })
    .from(tasks)
    .where(and(column, beyond))
    .orderBy(...order)
    .limit(1);
  return next?.position ?? null;
}

/**
 * The gap the card drops into, read under the board's lock. The card above decides: if another card
 * landed below it meanwhile, the drop goes between them, never onto the same position.
 */
async function gapOf(
  tx: Db,
  column: SQL | undefined,
  after: TaskRecord | null,
  before: TaskRecord | null,
): Promise<Gap> {
  if (after)
    return {
      lower: after.position,
      upper: await nearest(tx, column, after, "below"),
    };
  if (before)
    return {
      lower: await nearest(tx, column, before, "above"),
      upper: before.position,
    };
  const [last] = await tx
    .select({ position: tasks.position })
    .from(tasks)
    .where(column)
    .orderBy(desc(tasks.position), desc(tasks.id))
    .limit(1);
  return { lower: last?.position ?? null, upper: null };
}

/** Renumbers the column's cards one step apart, in one statement; answers their ids. */
async function renumberColumn(
  tx: Db,
  column: SQL | undefined,
): Promise<string[]> {
  const ordered = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(column)
    .orderBy(asc(tasks.position), asc(tasks.id));
  const places = renumbered(ordered.map((t) => t.id));
  if (places.length === 0) return [];
  const values = sql.join(
    places.map((p) => sql`(${p.id}::uuid, ${p.position}::double precision)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${tasks} set position = v.position from (values ${values}) as v(id, position) where ${tasks.id} = v.id`,
  );
  return places.map((p) => p.id);
}

/** Re-reads a neighbour after a renumbering moved it. */
const reread = async (tx: Db, record: TaskRecord | null) =>
  record
    ? ((await tx.select().from(tasks).where(eq(tasks.id, record.id)))[0] ??
      null)
    : null;

/** Moves the task as the body asks; answers the task as it now stands. */
export async function moveTask(
  db: Db,
  user: AuthUser,
  taskId: string,
  body: z.output<typeof taskMoveSchema>,
): Promise<TaskRecord> {
  const [task] = z.uuid().safeParse(taskId).success
    ? await db.select().from(tasks).where(eq(tasks.id, taskId))
    : [];
  if (!task) throw notFound();
  await guard.check(db, task, user, "write");

  return db.transaction(async (tx: Db) => {
    // The card first, then its board: the order a task's update takes them (its row, then the
    // board to place it), so a drop and an edit of one card never wait for each other in a circle.
    const [current] = await tx
      .select()
      .from(tasks)
      .where(eq(tasks.id, task.id))
      .for("update");
    if (!current) throw notFound();
    await lockBoard(tx, current.workspaceId);
    const { status } = body;
    const column = and(
      eq(tasks.workspaceId, current.workspaceId),
      eq(tasks.status, status),
      ne(tasks.id, current.id),
    );
    let after = await neighbourOf(tx, current, status, "afterTaskId", body.afterTaskId); // prettier-ignore
    let before = await neighbourOf(tx, current, status, "beforeTaskId", body.beforeTaskId); // prettier-ignore
    let gap = await gapOf(tx, column, after, before);
    let moved: string[] = [];
    if (needsRenumbering(gap)) {
      moved = await renumberColumn(tx, column);
      [after, before] = [await reread(tx, after), await reread(tx, before)];
      gap = await gapOf(tx, column, after, before);
    }
    const position = positionIn(gap);
    if (position === null) throw new Error("No room in a renumbered column.");
    const [updated] = await tx
      .update(tasks)
      .set({ status, position, updatedAt: new Date() })
      .where(eq(tasks.id, current.id))
      .returning();
    await recordActivity(tx, {
      modelType: "task",
      modelId: current.id,
      action: "moved",
      actor: user,
      screen: SCREEN,
      before: { status: current.status, position: current.position },
      after: { status: updated.status, position: updated.position },
      context: { modelType: "workspace", modelId: current.workspaceId },
    });
    const ids = [current.id, ...moved.filter((id) => id !== current.id)];
    await notifyWorkspaceAudience(tx, current.workspaceId, "tasks", ids);
    return updated;
  });
}

export async function taskMoveRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    // :id, as the entity's own routes name it: one path segment has one parameter name.
    `${tasksApiModule.api.prefix}/:id/move`,
    {
      preParsing: base.authorize(tasksApiModule.access.write),
      schema: {
        params: idParamsSchema,
        body: taskMoveSchema,
        response: { 200: envelopeSchema(taskRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const record = await moveTask(
        base.db,
        user,
        request.params.id,
        request.body,
      );
      return {
        code: 200,
        message: TASK_MOVE_MESSAGES.moved,
        data: taskToRow(record, {
          user,
          relations: await loadTaskRelations(base.db, [record]),
        }),
      };
    },
  );
}
