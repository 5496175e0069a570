/**
 * The upload dialog's files and their uploads (issue 26): each chosen file is a row with its
 * pre-check, title, state and progress; "Upload" sends the ready ones, at most two at a time, each
 * with its own AbortController so one can be cancelled while the others go on.
 */
import { useCallback, useRef, useState } from "react";
import { LIBRARY_DOCUMENT_LIMITS } from "../../../../domain/documentLimits";
import { errorMessage } from "../../../forms/serverErrors";
import type { FileProblem } from "./uploadChecks";
import { fileProblem, titleFromFileName } from "./uploadChecks";
import { useLibraryProvider } from "./useLibraryProvider";

/** Parallel uploads: enough to keep the line busy, few enough that each row moves visibly. */
export const MAX_PARALLEL_UPLOADS = 2;

export type UploadState =
  | "ready"
  | "invalid"
  | "queued"
  | "uploading"
  | "done"
  | "failed"
  | "cancelled";

export interface UploadItem {
  key: string;
  file: File;
  title: string;
  state: UploadState;
  percent: number;
  /** The pre-check's finding (translated by the row). */
  problem: FileProblem | null;
  /** The server's refusal, as it said it. */
  error: string | null;
}

export interface UploadTarget {
  modelType: string;
  modelId: string;
}

export interface UploadSummary {
  uploaded: number;
  failed: number;
  cancelled: number;
}

let nextKey = 0;

export function useUploadQueue() {
  const dataProvider = useLibraryProvider();
  // The ref is the truth the running uploads read; the state mirrors it for rendering.
  const itemsRef = useRef<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const [items, setItems] = useState<UploadItem[]>([]);
  const [running, setRunning] = useState(false);

  const commit = useCallback((next: UploadItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);
  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      commit(
        itemsRef.current.map((i) => (i.key === key ? { ...i, ...change } : i)),
      ),
    [commit],
  );

  const add = useCallback(
    (files: readonly File[]) =>
      commit([
        ...itemsRef.current,
        ...files.map((file): UploadItem => {
          const problem = fileProblem(file, LIBRARY_DOCUMENT_LIMITS);
          return {
            key: `upload-${++nextKey}`,
            file,
            title: titleFromFileName(file.name),
            state: problem ? "invalid" : "ready",
            percent: 0,
            problem,
            error: null,
          };
        }),
      ]),
    [commit],
  );

  const remove = useCallback(
    (key: string) => commit(itemsRef.current.filter((i) => i.key !== key)),
    [commit],
  );

  const setTitle = useCallback(
    (key: string, title: string) => patch(key, { title }),
    [patch],
  );

  /** A waiting file is skipped; a running one is aborted (its worker marks it cancelled). */
  const cancel = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (item?.state === "queued") patch(key, { state: "cancelled" });
      controllers.current.get(key)?.abort();
    },
    [patch],
  );

  const cancelAll = useCallback(() => {
    for (const item of itemsRef.current) cancel(item.key);
  }, [cancel]);

  /** Sends every ready file with the shared tags; answers what became of them. */
  const start = useCallback(
    async (tags: readonly string[], target?: UploadTarget) => {
      const queue = itemsRef.current
        .filter((i) => i.state === "ready")
        .map((i) => i.key);
      commit(
        itemsRef.current.map((i) =>
          queue.includes(i.key) ? { ...i, state: "queued", error: null } : i,
        ),
      );
      const summary: UploadSummary = { uploaded: 0, failed: 0, cancelled: 0 };
      const work = async () => {
        for (let key = queue.shift(); key; key = queue.shift()) {
          const item = itemsRef.current.find((i) => i.key === key);
          if (item?.state !== "queued") {
            summary.cancelled += 1;
            continue;
          }
          const controller = new AbortController();
          controllers.current.set(key, controller);
          patch(key, { state: "uploading", percent: 0 });
          try {
            await dataProvider.uploadLibraryDocument(
              {
                file: item.file,
                title: item.title.trim() || titleFromFileName(item.file.name),
                tags,
                ...target,
              },
              {
                signal: controller.signal,
                onProgress: ({ percent }) => patch(key, { percent }),
              },
            );
            patch(key, { state: "done", percent: 100 });
            summary.uploaded += 1;
          } catch (e) {
            if (controller.signal.aborted) {
              patch(key, { state: "cancelled" });
              summary.cancelled += 1;
            } else {
              patch(key, { state: "failed", error: errorMessage(e) });
              summary.failed += 1;
            }
          } finally {
            controllers.current.delete(key);
          }
        }
      };
      setRunning(true);
      try {
        await Promise.all(
          Array.from({ length: MAX_PARALLEL_UPLOADS }, () => work()),
        );
      } finally {
        setRunning(false);
      }
      return summary;
    },
    [commit, dataProvider, patch],
  );

  return { items, running, add, remove, setTitle, cancel, cancelAll, start };
}
