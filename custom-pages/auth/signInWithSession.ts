import type { Session } from "../../providers/session";
import { writeSession } from "../../providers/session";

/**
 * Setup answers with a fresh session: store it and reload on "/", so the auth provider and every
 * cache start from the signed-in state instead of patching a running app.
 */
export function signInWithSession(session: Session): void {
  writeSession(session);
  window.location.assign("/");
}
