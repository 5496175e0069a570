import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useDataProvider } from "react-admin";
import type { Task, TaskMove } from "../../domain/schemas/workspace";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { TASKS } from "./taskQueries";

interface FieldErrorBody {
  fieldErrors?: { message?: unknown }[];
}

/**
 * A refused move's reason, as the server gave it: its message, and the field messages a 422 carries
 * when they say more (the neighbours are not in that column).
 */
export function refusalReason(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const body = (error as Error & { body?: FieldErrorBody }).body;
  const details = (body?.fieldErrors ?? [])
    .map((f) => f.message)
    .filter((m): m is string => typeof m === "string" && m !== error.message);
  if (details.length === 0) return error;
  return Object.assign(new Error(`${error.message} ${details.join(" ")}`), {
    body,
  });
}

/**
 * A drop saved optimistically: the board shows the card in its new place at once; the server's
 * answer (its position) replaces it, and a refusal (403 for a viewer, 409, 422) puts the board back
 * as it was and shows the server's reason. Every task view is re-read afterwards.
 */
export function useBoardMove(queryKey: readonly unknown[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  return useCallback(
    async (
      taskId: string,
      body: TaskMove,
      optimistic: Task[],
      /** Called once the board's data shows the drop: the dragged arrangement may go then. */
      shown: () => void,
    ) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Task[]>(queryKey);
      queryClient.setQueryData<Task[]>(queryKey, optimistic);
      shown();
      try {
        const saved = await dataProvider.moveTask(taskId, body);
        queryClient.setQueryData<Task[]>(queryKey, (tasks) =>
          tasks?.map((t) => (t.taskId === taskId ? { ...t, ...saved } : t)),
        );
      } catch (error) {
        queryClient.setQueryData(queryKey, before);
        notifyError(refusalReason(error));
      } finally {
        void queryClient.invalidateQueries({ queryKey: [TASKS] });
      }
    },
    [dataProvider, queryClient, notifyError, queryKey],
  );
}
