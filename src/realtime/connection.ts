/**
 * The shell's one Socket.IO connection (issue 10): opened lazily when the first screen subscribes,
 * authenticated with the session token, closed on sign-out and reopened with the new token after the
 * next sign-in. Screens never talk to the socket: they subscribe through useLiveChanges.
 */
import { io } from "socket.io-client";
import type { Socket } from "socket.io-client";
import type { RealtimeMessage } from "../../domain/realtime";
import {
  CHANGE_EVENT,
  REALTIME_PATH,
  realtimeMessageSchema,
} from "../../domain/realtime";
import { readSession, subscribeSession } from "../../providers/session";

type Handler = (message: RealtimeMessage) => void;

const handlers = new Set<Handler>();
let socket: Socket | null = null;
let socketToken: string | null = null;

function dispatch(raw: unknown): void {
  const parsed = realtimeMessageSchema.safeParse(raw);
  if (!parsed.success) return;
  for (const handler of [...handlers]) handler(parsed.data);
}

function close(): void {
  socket?.close();
  socket = null;
  socketToken = null;
}

/** Opens (or reopens, for another token) the connection while anyone listens and a session exists. */
function sync(): void {
  const token = readSession()?.token ?? null;
  if (!token || handlers.size === 0) return close();
  if (socket && socketToken === token) return;
  close();
  socketToken = token;
  socket = io({
    path: REALTIME_PATH,
    auth: (cb) => cb({ token: readSession()?.token ?? "" }),
    // Straight to the websocket: no long-polling round trips through the API's rate limit.
    transports: ["websocket"],
  });
  socket.on(CHANGE_EVENT, dispatch);
}

subscribeSession(sync);

/** Calls `handler` on every change the server announces; returns the unsubscribe function. */
export function subscribeChanges(handler: Handler): () => void {
  handlers.add(handler);
  sync();
  return () => {
    handlers.delete(handler);
    sync();
  };
}

/** Tests: what a server message would do. */
export const deliverForTest = dispatch;
