import { useCallback } from "react";
import type { RaRecord } from "react-admin";
import { useNotify, useRedirect } from "react-admin";
import { collectionEditPath, K } from "./adminPaths";

/** After a save: the toast, then (after a create) the new collection's edit page. */
export function useCollectionSaved(
  toast: "collectionCreated" | "collectionUpdated",
) {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    (saved: RaRecord) => {
      notify(`${K}.toasts.${toast}`, { type: "success" });
      if (toast === "collectionCreated")
        redirect(() =>
          collectionEditPath(String(saved.articleCollectionId ?? saved.id)),
        );
    },
    [notify, redirect, toast],
  );
}
