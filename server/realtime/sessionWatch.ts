/**
 * A socket lives no longer than its session, and hears what its user may see now (issue 21). The
 * sessions, users and user_totp triggers (migration 0014) NOTIFY on AUTH_CHANGED_CHANNEL in every
 * transaction that changes them, whichever process wrote: the session cache listens to it, and so
 * does this. On each notification every socket of this process is looked at again, in one query for
 * all of them: a signed-out, revoked, expired or idle session, a deactivated account or one that must
 * first enrol a second factor loses its socket at once; a user whose roles or facility changed has
 * the socket's rooms recomputed. REALTIME_SESSION_CHECK_SECONDS stays as a backstop (a missed
 * notification, an expiry no write announces, a driver record linked to another account), and it
 * recomputes every socket's rooms.
 */
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Server, Socket } from "socket.io";
import type { AuthUser } from "../auth/authUser";
import { toAuthUser } from "../auth/authUser";
import type { Config } from "../config";
import { sessions, users, userTotp } from "../db/schema";
import type { SessionFound } from "../auth/sessionLookup";
import { stillLive } from "../auth/sessionLookup";
import { mfaEnrolmentPending } from "../plugins/auth";
import { roomsOf } from "./rooms";

export interface SocketData {
  user: AuthUser;
  tokenHash: string;
}

/** Token hashes asked per query at most. */
const CHUNK = 500;
/**
 * A burst of notifications (a busy minute's last-seen updates, a sign-out's statements) is looked at
 * once after this pause: a socket still goes well within a second of its session.
 */
const SETTLE_MS = 150;

/** Whether a session found may hold a socket: the connect check's rule, for a cached row. */
export function admits(
  config: Pick<Config, "SESSION_IDLE_MINUTES" | "MFA_REQUIRED_ROLES">,
  found: SessionFound,
  now = Date.now(),
): boolean {
  return (
    found.user.active &&
    stillLive(found.session, config, now) &&
    !mfaEnrolmentPending(config, found)
  );
}

/** What a socket's rooms depend on besides the driver record: its roles and facility. */
const audienceOf = (u: AuthUser) =>
  JSON.stringify([u.roles.map((r) => r.roleCode).sort(), u.facilityId]);

async function liveSessions(
  app: FastifyInstance,
  hashes: string[],
): Promise<Map<string, SessionFound>> {
  const live = new Map<string, SessionFound>();
  const now = Date.now();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const rows = await app.db
      .select({
        session: sessions,
        user: users,
        totpConfirmedAt: userTotp.confirmedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(userTotp, eq(userTotp.userId, users.id))
      .where(inArray(sessions.tokenHash, hashes.slice(i, i + CHUNK)));
    for (const row of rows)
      if (admits(app.config, row, now)) live.set(row.session.tokenHash, row);
  }
  return live;
}

/** Leaves the rooms no longer the user's and joins the new ones (a socket's own room stays). */
async function syncRooms(socket: Socket, wanted: string[]): Promise<void> {
  const keep = new Set([...wanted, socket.id]);
  for (const room of socket.rooms) if (!keep.has(room)) socket.leave(room);
  await socket.join(wanted.filter((r) => !socket.rooms.has(r)));
}

export interface SessionWatch {
  /** Look at every socket again soon; `allRooms`: recompute every socket's rooms too. */
  request(allRooms?: boolean): void;
  /** Counts requests: a socket authenticated across one is looked at again (see plugin.ts). */
  readonly generation: number;
  stop(): void;
}

export function watchSessions(app: FastifyInstance, io: Server): SessionWatch {
  let generation = 0;
  let wanted = false;
  let allRooms = false;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let stopped = false;

  async function recheck(recomputeAll: boolean): Promise<void> {
    const sockets = [...io.of("/").sockets.values()];
    if (sockets.length === 0) return;
    const dataOf = (s: Socket) => s.data as Partial<SocketData>;
    const hashes = [
      ...new Set(
        sockets.map((s) => dataOf(s).tokenHash).filter((h) => h !== undefined),
      ),
    ];
    const live = await liveSessions(app, hashes);
    for (const socket of sockets) {
      const data = dataOf(socket);
      const found = data.tokenHash ? live.get(data.tokenHash) : undefined;
      if (!found || !data.user) {
        socket.disconnect(true);
        continue;
      }
      const user = toAuthUser(found.user, found.session.id);
      if (recomputeAll || audienceOf(user) !== audienceOf(data.user)) {
        data.user = user;
        await syncRooms(socket, await roomsOf(app.db, user));
      }
    }
  }

  async function run(): Promise<void> {
    timer = null;
    running = true;
    try {
      while (wanted && !stopped) {
        const recomputeAll = allRooms;
        wanted = false;
        allRooms = false;
        await recheck(recomputeAll).catch((err: unknown) =>
          app.log.error({ err }, "real-time session check failed"),
        );
      }
    } finally {
      running = false;
    }
  }

  return {
    request(recomputeAll = false) {
      generation++;
      wanted = true;
      allRooms ||= recomputeAll;
      // One run at a time; a request during a run makes it go round once more.
      if (timer || running || stopped) return;
      timer = setTimeout(() => void run(), SETTLE_MS);
      timer.unref();
    },
    get generation() {
      return generation;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
