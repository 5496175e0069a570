import { useCallback } from "react";
import { pathAccess } from "../../../domain/routeAccess";
import { useFeatures } from "../../features/useFeatures";
import { useCurrentUser } from "../../session/useCurrentUser";

/**
 * Whether the user may open a path (its query left aside), by the same gates the routes apply: a
 * tile links only to a list its reader may open (a facility administrator has no drivers list).
 */
export function useCanOpen(): (path: string) => boolean {
  const { user } = useCurrentUser();
  const { features } = useFeatures();
  return useCallback(
    (path: string) =>
      pathAccess(user, path, features, { ignoreFeatures: true }) === "allowed",
    [user, features],
  );
}

/** A list's URL only where the reader may open the list; undefined (no link) elsewhere. */
export function useLinkIf(): (list: string, url: string) => string | undefined {
  const canOpen = useCanOpen();
  return (list, url) => (canOpen(list) ? url : undefined);
}
