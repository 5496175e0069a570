/**
 * System notifications a user closed that are not "show once": hidden for the rest of the browser
 * session (sessionStorage), shown again in the next one. Show-once ones are dismissed on the server.
 */
const KEY = "systemNotifications.hidden";

export function hiddenForSession(): ReadonlySet<string> {
  try {
    const raw = sessionStorage.getItem(KEY);
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return new Set(
      Array.isArray(ids)
        ? ids.filter((id): id is string => typeof id === "string")
        : [],
    );
  } catch {
    return new Set();
  }
}

export function hideForSession(id: string): void {
  const ids = new Set(hiddenForSession());
  ids.add(id);
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or refused: the banner stays hidden until the page reloads (component state).
  }
}
