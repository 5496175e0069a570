/**
 * The files a new request or a reply carries (issue 28): each chosen file is checked at once
 * against SUPPORT_DOCUMENT_LIMITS (the server's own limits and words: it sniffs the bytes and has
 * the last word), then, once the request or reply exists, sent one after another with its progress.
 */
import { useCallback, useRef, useState } from "react";
import { useDataProvider } from "react-admin";
import { SUPPORT_DOCUMENT_LIMITS } from "../../domain/documentLimits";
import { SUPPORT_ATTACHMENTS_MAX } from "../../domain/schemas/support";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { errorMessage } from "../../src/forms/serverErrors";
import type { FileProblem } from "../../src/widgets/documents/library/uploadChecks";
import { fileProblem } from "../../src/widgets/documents/library/uploadChecks";

export type AttachmentState =
  "ready" | "invalid" | "uploading" | "done" | "failed";

export interface AttachmentItem {
  key: string;
  file: File;
  state: AttachmentState;
  percent: number;
  problem: FileProblem | null;
  /** The server's refusal, as it said it. */
  error: string | null;
}

let nextKey = 0;

export function useAttachmentFiles() {
  const dataProvider = useDataProvider<AppDataProvider>();
  // The ref is what the running uploads read; the state mirrors it for rendering.
  const itemsRef = useRef<AttachmentItem[]>([]);
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const commit = useCallback((next: AttachmentItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);
  const patch = (key: string, change: Partial<AttachmentItem>) =>
    commit(
      itemsRef.current.map((i) => (i.key === key ? { ...i, ...change } : i)),
    );

  const add = useCallback(
    (files: readonly File[]) =>
      commit([
        ...itemsRef.current,
        ...files.map((file): AttachmentItem => {
          const problem = fileProblem(file, SUPPORT_DOCUMENT_LIMITS);
          return {
            key: `attachment-${++nextKey}`,
            file,
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
  const clear = useCallback(() => commit([]), [commit]);

  /** Sends the ready files to the request (or its reply); answers how many were refused. */
  const uploadAll = async (supportRequestId: string, replyId?: string) => {
    let failed = 0;
    for (const item of itemsRef.current.filter((i) => i.state === "ready")) {
      patch(item.key, { state: "uploading", percent: 0 });
      try {
        await dataProvider.uploadSupportAttachment(
          supportRequestId,
          item.file,
          {
            replyId,
            onProgress: ({ percent }) => patch(item.key, { percent }),
          },
        );
        patch(item.key, { state: "done", percent: 100 });
      } catch (e) {
        failed += 1;
        patch(item.key, { state: "failed", error: errorMessage(e) });
      }
    }
    return failed;
  };

  const invalid = items.some((i) => i.state === "invalid");
  const tooMany = items.length > SUPPORT_ATTACHMENTS_MAX;
  return {
    items,
    add,
    remove,
    clear,
    uploadAll,
    /** Nothing may be sent while a file is refused or there are too many. */
    blocked: invalid || tooMany,
    tooMany,
  };
}

export type AttachmentFiles = ReturnType<typeof useAttachmentFiles>;
