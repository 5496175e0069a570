import { useCallback, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { DOCUMENTS } from "../../src/widgets/documents/library/libraryQuery";
import { useLibraryProvider } from "../../src/widgets/documents/library/useLibraryProvider";

/** The current version's bytes, for the preview (the API needs the session's headers). */
export function useDocumentBlob(
  documentId: string,
  version: number,
  enabled: boolean,
) {
  const dataProvider = useLibraryProvider();
  return useQuery({
    queryKey: [DOCUMENTS, "content", documentId, version],
    queryFn: ({ signal }) =>
      dataProvider.fetchLibraryDocumentContent(documentId, { signal }),
    enabled,
    retry: false,
    // A file is large: kept only while the preview shows it.
    gcTime: 0,
  });
}

/** Saves a blob under a name: a temporary blob: link, clicked, then revoked. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download manager; give it a moment before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a version (default the current one) under its own file name. */
export function useDocumentDownload(documentId: string) {
  const dataProvider = useLibraryProvider();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const download = useCallback(
    async (fileName: string, version?: number) => {
      setPending(true);
      try {
        const blob = await dataProvider.fetchLibraryDocumentContent(
          documentId,
          {
            version,
            download: true,
          },
        );
        saveBlob(blob, fileName);
      } catch (e) {
        notifyError(e);
      } finally {
        setPending(false);
      }
    },
    [dataProvider, documentId, notifyError],
  );
  return { download, pending };
}
