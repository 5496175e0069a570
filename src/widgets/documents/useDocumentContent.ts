import { useCallback, useEffect, useState } from "react";
import { useDataProvider } from "react-admin";
import type { AppDataProvider } from "../../../providers/appDataProvider";
import { errorMessage } from "../../forms/serverErrors";
import { useNotifyError } from "../../notifications/useNotifyError";
import { useDocumentKind } from "./documentKind";

export interface DocumentRef {
  id: string | number;
  fileName: string;
}

/**
 * A blob: URL of the document's bytes for as long as the caller is mounted (the API needs the
 * session's headers, so the browser cannot load /content itself). The URL is revoked on unmount.
 */
export function useDocumentObjectUrl(id: string | number): {
  url: string | null;
  type: string | null;
  error: string | null;
} {
  const dataProvider = useDataProvider<AppDataProvider>();
  const kind = useDocumentKind();
  const [state, setState] = useState<{
    url: string | null;
    type: string | null;
    error: string | null;
  }>({ url: null, type: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    kind
      .fetchContent(dataProvider, String(id), false, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, type: blob.type, error: null });
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted)
          setState({ url: null, type: null, error: errorMessage(e) });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [dataProvider, kind, id]);
  return state;
}

/** Saves the document under its own name: fetch, a temporary blob: link, click, revoke. */
export function useDocumentDownload(): {
  download: (doc: DocumentRef) => Promise<void>;
  pending: boolean;
} {
  const dataProvider = useDataProvider<AppDataProvider>();
  const kind = useDocumentKind();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const download = useCallback(
    async (doc: DocumentRef) => {
      setPending(true);
      try {
        const blob = await kind.fetchContent(
          dataProvider,
          String(doc.id),
          true,
        );
        const url = URL.createObjectURL(blob);
        const link = document.createElement("a");
        link.href = url;
        link.download = doc.fileName;
        document.body.appendChild(link);
        link.click();
        link.remove();
        // The click has handed the URL to the download manager; give it a moment before revoking.
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      } catch (e) {
        notifyError(e);
      } finally {
        setPending(false);
      }
    },
    [dataProvider, kind, notifyError],
  );
  return { download, pending };
}
