import { useCallback } from "react";
import type { RaRecord } from "react-admin";
import { useNotify, useRedirect } from "react-admin";
import { articleManagePath, K } from "./adminPaths";

/** After a save: the toast, then (after a create) the new article's manage page. */
export function useArticleSaved(toast: "created" | "updated") {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    (saved: RaRecord) => {
      notify(`${K}.toasts.${toast}`, { type: "success" });
      if (toast === "created")
        // A function: a plain string would be read as a view type ("list", "edit").
        redirect(() => articleManagePath(String(saved.articleId ?? saved.id)));
    },
    [notify, redirect, toast],
  );
}
