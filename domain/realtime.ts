/**
 * The app's one real-time channel (issue 10), what both sides share. The server announces that rows
 * changed (ids only); clients re-read them through the permission-checked API. Socket.IO carries it,
 * under /api/realtime, authenticated on connect with the session token.
 */
import { z } from "zod";

/** Where the Socket.IO server listens (the client's `path` option). */
export const REALTIME_PATH = "/api/realtime";

/** The one event name the server emits. */
export const CHANGE_EVENT = "change";

/** Topics name the resource whose rows changed. Notifications (a later module) add theirs here. */
export const REALTIME_TOPICS = [
  "trips",
  "trip-positions",
  "manifests",
] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

/** What a client receives: which rows of which topic changed. */
export const realtimeMessageSchema = z.object({
  topic: z.enum(REALTIME_TOPICS),
  ids: z.array(z.string()),
});
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
