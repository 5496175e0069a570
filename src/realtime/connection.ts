/**
 * The shell's one Socket.IO connection (issue 10): opened lazily when the first screen subscribes,
 * authenticated with the session token, closed on sign-out and reopened with the new token after the
 * next sign-in. Screens never talk to the socket: they subscribe through useLiveChanges. The
 * Socket.IO client is a chunk of its own, loaded when the connection first opens, so the first page
 * renders without waiting for it (issue 13).
 */
import type { Socket } from "socket.io-client";
import type { RealtimeMessage } from "../../domain/realtime";
import {
  CHANGE_EVENT,
  REALTIME_PATH,
  parseRealtimeMessage,
} from "../../domain/realtime";
import { readSession, subscribeSession } from "../../providers/session";

type Handler = (message: RealtimeMessage) => void;

const handlers = new Set<Handler>();
let socket: Socket | null = null;
let socketToken: string | null = null;
/** Bumped by every close: a connection still loading its client for an older token is dropped. */
let generation = 0;

function dispatch(raw: unknown): void {
  const message = parseRealtimeMessage(raw);
  if (!message) return;
  for (const handler of [...handlers]) handler(message);
}

function close(): void {
  socket?.close();
  socket = null;
  socketToken = null;
  generation += 1;
}

/** Opens (or reopens, for another token) the connection while anyone listens and a session exists. */
function sync(): void {
  const token = readSession()?.token ?? null;
  if (!token || handlers.size === 0) return close();
  // Open, or opening, for this token.
  if (socketToken === token) return;
  close();
  socketToken = token;
  const opening = generation;
  void import("socket.io-client")
    .then(({ io }) => {
      if (opening !== generation) return;
      socket = io({
        path: REALTIME_PATH,
        auth: (cb) => cb({ token: readSession()?.token ?? "" }),
        // Straight to the websocket: no long-polling round trips through the API's rate limit.
        transports: ["websocket"],
      });
      socket.on(CHANGE_EVENT, dispatch);
    })
    .catch(() => {
      // The chunk did not load (offline): the next session change or subscriber tries again.
      if (opening === generation) socketToken = null;
    });
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
