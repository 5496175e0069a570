import { useSyncExternalStore } from "react";
import type { Session } from "../../providers/session";
import { sessionSnapshot, subscribeSession } from "../../providers/session";

/** The stored session, re-rendering on sign-in, sign-out and user refreshes. */
export function useSession(): Session | null {
  return useSyncExternalStore(
    subscribeSession,
    sessionSnapshot,
    sessionSnapshot,
  );
}
