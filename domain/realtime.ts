/**
 * The app's one real-time channel (issue 10), what both sides share. The server announces that rows
 * changed (ids only); clients re-read them through the permission-checked API. Socket.IO carries it,
 * under /api/realtime, authenticated on connect with the session token.
 *
 * No zod here: the shell imports this module on every page, and a two-field message does not justify
 * loading the schema library before the first render (issue 13). The server checks with zod itself.
 */

/** Where the Socket.IO server listens (the client's `path` option). */
export const REALTIME_PATH = "/api/realtime";

/** The one event name the server emits. */
export const CHANGE_EVENT = "change";

/** Topics name the resource whose rows changed. Notifications (a later module) add theirs here. */
export const REALTIME_TOPICS = [
  "trips",
  "trip-positions",
  "manifests",
  // Inside a workspace (issue 24): announced to its approved members' own rooms.
  "workspaces",
  "workspace-members",
  "tasks",
  // Issue 25: a user's own notifications (to their user room) and the banners (to everyone).
  "notifications",
  "system-notifications",
  // A thread's posts (issue 25), announced to those who may read the thread.
  "discussions",
  "discussion-posts",
  // A support request and its replies (issue 28): its requester and the support staff.
  "support",
] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

/** What a client receives: which rows of which topic changed. */
export interface RealtimeMessage {
  topic: RealtimeTopic;
  ids: string[];
}

const isTopic = (value: unknown): value is RealtimeTopic =>
  (REALTIME_TOPICS as readonly unknown[]).includes(value);

/** The message in `raw`, or null when it is not one (an older or newer server, a stray event). */
export function parseRealtimeMessage(raw: unknown): RealtimeMessage | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { topic, ids } = raw as { topic?: unknown; ids?: unknown };
  if (!isTopic(topic) || !Array.isArray(ids)) return null;
  if (!ids.every((id): id is string => typeof id === "string")) return null;
  return { topic, ids: [...ids] };
}
