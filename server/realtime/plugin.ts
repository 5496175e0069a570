/**
 * The app's one real-time service (issue 10): Socket.IO at /api/realtime on the app's own HTTP
 * server. A socket authenticates on connect with the session token (the same look-up as the API's
 * bearer token) and joins the rooms of what its user may see (./rooms.ts); the socket is dropped as
 * soon as its session no longer holds, and its rooms follow its user (./sessionWatch.ts, issue 21).
 * Changes arrive through LISTEN on the database (./publish.ts sends them with NOTIFY in the writing
 * transaction), so several API processes on one PostgreSQL deliver as one, and the embedded PGlite
 * needs nothing extra.
 */
import fp from "fastify-plugin";
import { Server } from "socket.io";
import { z } from "zod";
import {
  CHANGE_EVENT,
  REALTIME_PATH,
  REALTIME_TOPICS,
} from "../../domain/realtime";
import { toAuthUser } from "../auth/authUser";
import { hashToken } from "../auth/secrets";
import { AUTH_CHANGED_CHANNEL } from "../auth/sessionCache";
import { findSessionByToken } from "../auth/sessionLookup";
import { REALTIME_CHANNEL } from "./publish";
import { roomsOf } from "./rooms";
import type { SocketData } from "./sessionWatch";
import { admits, watchSessions } from "./sessionWatch";

/** What a connect error says: nothing about why (no account probing). */
export const REALTIME_AUTH_FAILED = "Authentication failed.";

const notificationSchema = z.object({
  topic: z.enum(REALTIME_TOPICS),
  ids: z.array(z.string()),
  rooms: z.array(z.string()),
});

declare module "fastify" {
  interface FastifyInstance {
    realtime: Server;
  }
}

export const realtimePlugin = fp(
  async (app) => {
    const io = new Server(app.server, {
      path: REALTIME_PATH,
      serveClient: false,
      // WebSocket only, as the app's client connects: a long-polling session lives in one process's
      // memory, so behind a load balancer without sticky sessions its next poll would land on another
      // process and fail. A websocket stays on the process that accepted it, and changes reach every
      // process through LISTEN, so no Socket.IO adapter and no sticky sessions are needed.
      transports: ["websocket"],
      // Same origin only: no CORS headers are sent.
    });
    app.decorate("realtime", io);

    const watch = watchSessions(app, io);
    const sessionOf = async (token: string) => {
      const found = await findSessionByToken(app.db, app.config, token);
      // A session whose user must first set up a second factor gets no live updates either.
      return found && admits(app.config, found) ? found : null;
    };

    io.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== "string" || token.length > 200)
        return next(new Error(REALTIME_AUTH_FAILED));
      const generation = watch.generation;
      sessionOf(token)
        .then(async (found) => {
          if (!found) return next(new Error(REALTIME_AUTH_FAILED));
          const user = toAuthUser(found.user, found.session.id);
          const data: SocketData = { user, tokenHash: hashToken(token) };
          socket.data = data;
          await socket.join(await roomsOf(app.db, user));
          next();
          // A change announced while this socket was being let in found it not yet there.
          if (watch.generation !== generation) watch.request(true);
        })
        .catch((err: unknown) => {
          app.log.error({ err }, "real-time authentication failed");
          next(new Error(REALTIME_AUTH_FAILED));
        });
    });

    // Sessions end (sign-out, password change, deactivation, expiry): their sockets go with them,
    // on the notification of the change; the periodic check is the backstop.
    const stopWatching = await app.database.listen(AUTH_CHANGED_CHANNEL, () =>
      watch.request(),
    );
    const recheck = setInterval(
      () => watch.request(true),
      app.config.REALTIME_SESSION_CHECK_SECONDS * 1000,
    );
    recheck.unref();

    const stopListening = await app.database.listen(
      REALTIME_CHANNEL,
      (payload) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(payload);
        } catch {
          return;
        }
        const change = notificationSchema.safeParse(parsed);
        if (!change.success) return;
        const { topic, ids, rooms } = change.data;
        io.to(rooms).emit(CHANGE_EVENT, { topic, ids });
      },
    );

    // Open websockets would keep the HTTP server's close waiting: drop them first.
    app.addHook("preClose", async () => {
      clearInterval(recheck);
      watch.stop();
      io.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook("onClose", async () => {
      await stopListening();
      await stopWatching();
    });
  },
  { name: "realtime", dependencies: ["db"] },
);
