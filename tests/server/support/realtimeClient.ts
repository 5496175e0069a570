/** A Socket.IO client for the real-time tests: connects with a session token and records changes. */
import { io } from "socket.io-client";
import type { Socket } from "socket.io-client";
import type { RealtimeMessage } from "../../../domain/realtime";
import { CHANGE_EVENT, REALTIME_PATH } from "../../../domain/realtime";

export interface Listener {
  socket: Socket;
  messages: RealtimeMessage[];
  /** Resolves with the first message about this id, or rejects after `ms`. */
  waitFor(id: string, ms?: number): Promise<RealtimeMessage>;
  close(): void;
}

export function connectAs(
  baseUrl: string,
  token: string | undefined,
): Promise<Listener> {
  const socket = io(baseUrl, {
    path: REALTIME_PATH,
    auth: token === undefined ? {} : { token },
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
  });
  const messages: RealtimeMessage[] = [];
  const waiters: { id: string; resolve: (m: RealtimeMessage) => void }[] = [];
  socket.on(CHANGE_EVENT, (m: RealtimeMessage) => {
    messages.push(m);
    for (const w of waiters.filter((x) => m.ids.includes(x.id))) w.resolve(m);
  });
  const listener: Listener = {
    socket,
    messages,
    waitFor: (id, ms = 2000) =>
      new Promise((resolve, reject) => {
        const seen = messages.find((m) => m.ids.includes(id));
        if (seen) return resolve(seen);
        const timer = setTimeout(
          () => reject(new Error(`no change for ${id} within ${ms} ms`)),
          ms,
        );
        waiters.push({
          id,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      }),
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(listener));
    socket.once("connect_error", (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The bearer token of a headers object made by `as()` / `headersFor()`. */
export const tokenOf = (headers: Record<string, string>) =>
  headers.authorization.replace(/^Bearer /, "");

export const pause = (ms: number) =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a test app's HTTP server on a free local port and answers its base URL (for sockets). */
export async function listenOnFreePort(app: {
  listen(options: { port: number; host: string }): Promise<unknown>;
  server: { address(): unknown };
}): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address() as { port: number } | string | null;
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

/** The sockets a test file opens, each as a signed-in caller, closed together after it. */
export function socketPool(baseUrl: () => string) {
  const open: Listener[] = [];
  return {
    async listen(headers: Record<string, string>): Promise<Listener> {
      const listener = await connectAs(baseUrl(), tokenOf(headers));
      open.push(listener);
      return listener;
    },
    /** Keeps a socket opened elsewhere, to close it with the others. */
    keep(...listeners: Listener[]) {
      open.push(...listeners);
    },
    closeAll() {
      for (const listener of open) listener.close();
    },
  };
}
