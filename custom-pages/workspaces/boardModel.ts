/**
 * The task board's pure parts (issue 24): its columns, where a drag puts a card, and the neighbours
 * a drop names to the server (POST /tasks/{taskId}/move). The server owns positions; the client only
 * says which cards now sit above and below the dropped one.
 */
import type {
  Task,
  TaskMove,
  TaskStatus,
} from "../../domain/schemas/workspace";
import { TASK_STATUSES } from "../../domain/schemas/workspace";

export interface BoardColumn {
  status: TaskStatus;
  tasks: Task[];
}

/** A card's place: its column (by index in the board) and its index in that column. */
export interface CardPlace {
  column: number;
  index: number;
}

/** Column drop targets share dnd-kit's id space with the cards (task ids are uuids). */
const COLUMN_PREFIX = "column:";
export const columnDropId = (status: TaskStatus) => `${COLUMN_PREFIX}${status}`;

export const statusOfColumnId = (id: string): TaskStatus | null =>
  TASK_STATUSES.find((s) => `${COLUMN_PREFIX}${s}` === id) ?? null;

/** The server's order: position, then id (its own tie-break). */
const byPosition = (a: Task, b: Task) =>
  a.position - b.position || a.taskId.localeCompare(b.taskId);

/** One column per shown status, in the statuses' order, each in position order. */
export function columnsOf(
  tasks: readonly Task[],
  statuses: readonly TaskStatus[],
): BoardColumn[] {
  return statuses.map((status) => ({
    status,
    tasks: tasks.filter((t) => t.status === status).sort(byPosition),
  }));
}

export function placeOf(
  columns: readonly BoardColumn[],
  taskId: string,
): CardPlace | null {
  for (let column = 0; column < columns.length; column += 1) {
    const index = columns[column].tasks.findIndex((t) => t.taskId === taskId);
    if (index >= 0) return { column, index };
  }
  return null;
}

/**
 * Where the dragged card goes when it is over `overId` (a card or a column): over a card, that
 * card's place (the card moves aside, as a sortable list does); over a column's empty part, its end.
 * Null when the target is unknown or the card is already there.
 */
export function dropPlace(
  columns: readonly BoardColumn[],
  activeId: string,
  overId: string,
): CardPlace | null {
  const from = placeOf(columns, activeId);
  if (!from) return null;
  const overStatus = statusOfColumnId(overId);
  let to: CardPlace | null;
  if (overStatus) {
    const column = columns.findIndex((c) => c.status === overStatus);
    if (column < 0) return null;
    const length = columns[column].tasks.length;
    to = { column, index: column === from.column ? length - 1 : length };
  } else to = placeOf(columns, overId);
  if (!to || (to.column === from.column && to.index === from.index))
    return null;
  return to;
}

/** The board with the card taken out of its place and put at `to` (its status follows its column). */
export function moveCard(
  columns: readonly BoardColumn[],
  taskId: string,
  to: CardPlace,
): BoardColumn[] {
  const from = placeOf(columns, taskId);
  if (!from) return [...columns];
  const task = columns[from.column].tasks[from.index];
  const moved: Task = { ...task, status: columns[to.column].status };
  const next = columns.map((c) => ({ ...c, tasks: [...c.tasks] }));
  next[from.column].tasks.splice(from.index, 1);
  next[to.column].tasks.splice(to.index, 0, moved);
  return next;
}

/**
 * The move body of a card where it now is: its column's status, the card now above it (afterTaskId)
 * and the card now below it (beforeTaskId), each left out at a column's end.
 */
export function moveOf(
  columns: readonly BoardColumn[],
  taskId: string,
): TaskMove | null {
  const place = placeOf(columns, taskId);
  if (!place) return null;
  const { status, tasks } = columns[place.column];
  const above = tasks[place.index - 1];
  const below = tasks[place.index + 1];
  return {
    status,
    ...(above ? { afterTaskId: above.taskId } : {}),
    ...(below ? { beforeTaskId: below.taskId } : {}),
  };
}

/** Whether two move bodies put the card in the same place (then a drop saves nothing). */
export const sameMove = (a: TaskMove | null, b: TaskMove | null) =>
  !!a &&
  !!b &&
  a.status === b.status &&
  (a.afterTaskId ?? null) === (b.afterTaskId ?? null) &&
  (a.beforeTaskId ?? null) === (b.beforeTaskId ?? null);

/**
 * A position between two neighbours, so the optimistic board sorts as the server will (the
 * server's answer then replaces it): the midpoint, or one step past the only neighbour.
 */
export function positionBetween(
  above: number | undefined,
  below: number | undefined,
): number {
  if (above !== undefined && below !== undefined) return (above + below) / 2;
  if (above !== undefined) return above + 1;
  if (below !== undefined) return below - 1;
  return 1;
}

/**
 * The tasks as they are after a drop: the moved one with its new status and a position between its
 * new neighbours; every other task unchanged.
 */
export function applyMove(
  tasks: readonly Task[],
  columns: readonly BoardColumn[],
  taskId: string,
): Task[] {
  const place = placeOf(columns, taskId);
  if (!place) return [...tasks];
  const column = columns[place.column];
  const above = column.tasks[place.index - 1]?.position;
  const below = column.tasks[place.index + 1]?.position;
  const position = positionBetween(above, below);
  return tasks.map((t) =>
    t.taskId === taskId ? { ...t, status: column.status, position } : t,
  );
}
