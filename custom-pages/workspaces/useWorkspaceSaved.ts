import { useCallback } from "react";
import type { RaRecord } from "react-admin";
import { useNotify, useRedirect } from "react-admin";
import { K } from "./workspaceKeys";
import { workspaceTabPath } from "./workspacePaths";

/** After a save: the §7 toast ('New Workspace created.' / 'Workspace updated.'), then the overview. */
export function useWorkspaceSaved(
  toast: "workspaceCreated" | "workspaceUpdated",
) {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    (saved: RaRecord) => {
      notify(`${K}.toasts.${toast}`, { type: "success" });
      const workspaceId = String(saved.workspaceId ?? saved.id);
      // A function: a plain string would be read as a view type ("list", "edit"), not a path.
      redirect(() => workspaceTabPath("overview", workspaceId));
    },
    [notify, redirect, toast],
  );
}
