/** Task rows as POST /tasks/search answers them (domain/schemas/workspace.ts taskRowSchema). */
import type { Task } from "../../domain/schemas/workspace";

export const WORKSPACE_ID = "0b5e8a1c-2d3f-4a5b-8c6d-7e8f9a0b1c2d";

let counter = 0;
/** A task id whose last digits are `n`, so a test names its cards 1, 2, 3… */
export const taskIdOf = (n: number) =>
  `7d1e2f3a-4b5c-4d6e-8f7a-${String(n).padStart(12, "0")}`;

export function buildTask(overrides: Partial<Task> = {}): Task {
  counter += 1;
  const taskId = overrides.taskId ?? taskIdOf(1000 + counter);
  return {
    id: taskId,
    taskId,
    workspaceId: WORKSPACE_ID,
    title: `Task ${counter}`,
    description: null,
    status: "todo",
    assigneeId: null,
    assigneeName: null,
    dueDate: null,
    priority: "normal",
    labels: [],
    position: counter,
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-01T09:00:00.000Z",
    ...overrides,
  };
}

/** Card n of a column: id taskIdOf(n), titled "Task n", at position n. */
export const card = (n: number, status: string, extra: Partial<Task> = {}) =>
  buildTask({
    taskId: taskIdOf(n),
    id: taskIdOf(n),
    title: `Task ${n}`,
    status,
    position: n,
    ...extra,
  });
