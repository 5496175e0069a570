/**
 * Real time for a workspace's audience (issue 24): a change inside a workspace reaches the user rooms
 * of its approved members as they are when the change is written, not when a socket connected; and a
 * workspace of 500 members is announced in notifications under PostgreSQL's 8000-byte limit, without
 * failing the write. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where an oversized
 * NOTIFY would throw).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client";
import { users, workspaceMembers } from "../../server/db/schema";
import type { RealtimeChange } from "../../server/realtime/publish";
import { payloads } from "../../server/realtime/publish";
import { ROOMS } from "../../server/realtime/rooms";
import {
  notifyWorkspaceAudience,
  workspaceAudienceRooms,
} from "../../server/realtime/workspaceAudience";
import type { Headers } from "./support/api";
import { as, headersFor, post } from "./support/api";
import {
  enableWorkspaces,
  insertColumn,
  insertMember,
  insertWorkspace,
} from "./support/boardFactories";
import { listenOnFreePort, pause, socketPool } from "./support/realtimeClient";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const LIMIT = 8000;
const MEMBERS = 500;

let t: TestApp;
let base: string;
const sockets = socketPool(() => base);
const listen = sockets.listen;

beforeAll(async () => {
  t = await buildTestApp({ REALTIME_SESSION_CHECK_SECONDS: "3600" });
  base = await listenOnFreePort(t.app);
  await enableWorkspaces(t.db);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const bytes = (payload: string) => Buffer.byteLength(payload, "utf8");

/** `count` users in one insert (no sessions, no passwords: audience only). */
async function manyUsers(db: Db, count: number) {
  const stamp = Date.now().toString(36);
  return db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `member-${stamp}-${i}@example.test`,
        firstName: "Member",
        lastName: `${i}`,
        roles: ["customer"],
      })),
    )
    .returning({ id: users.id });
}

const move = (taskId: string, body: object, headers: Headers) =>
  post(t, `/api/tasks/${taskId}/move`, body, headers);

describe("the notify payload", () => {
  it("splits by rooms and by ids: every part under the limit, every id to every room once", () => {
    const uuid = (i: number) =>
      `00000000-0000-4000-8000-${i.toString().padStart(12, "0")}`;
    const change: RealtimeChange = {
      topic: "tasks",
      ids: Array.from({ length: 300 }, (_, i) => uuid(i)),
      rooms: Array.from({ length: MEMBERS }, (_, i) => ROOMS.user(uuid(i))),
    };
    const parts = payloads(change).map(
      (p) => [p, JSON.parse(p) as RealtimeChange] as const,
    );
    expect(parts.length).toBeGreaterThan(1);
    const pairs = new Set<string>();
    for (const [raw, part] of parts) {
      expect(bytes(raw)).toBeLessThan(LIMIT);
      expect(part.topic).toBe("tasks");
      for (const id of part.ids)
        for (const room of part.rooms) pairs.add(`${id} ${room}`);
    }
    const total = parts.reduce(
      (n, [, p]) => n + p.ids.length * p.rooms.length,
      0,
    );
    expect(pairs.size).toBe(300 * MEMBERS);
    expect(total).toBe(pairs.size);
  });

  it("keeps a small change in one notification", () => {
    const change: RealtimeChange = {
      topic: "tasks",
      ids: ["a"],
      rooms: [ROOMS.user("u")],
    };
    expect(payloads(change)).toEqual([JSON.stringify(change)]);
  });
});

describe("a workspace of 500 members", () => {
  it("announces a task move to every member without failing the write", async () => {
    const workspaceId = (await insertWorkspace(t.db)).id;
    const members = await manyUsers(t.db, MEMBERS);
    await t.db.insert(workspaceMembers).values(
      members.map((m, i) => ({
        workspaceId,
        userId: m.id,
        role: i === 0 ? "editor" : "viewer",
        status: "approved",
      })),
    );
    const rooms = await workspaceAudienceRooms(t.db, workspaceId);
    expect(rooms).toHaveLength(MEMBERS);
    const [task] = await insertColumn(t.db, workspaceId, "todo", ["Big"]);
    const whole = payloads({ topic: "tasks", ids: [task.id], rooms });
    expect(whole.length).toBeGreaterThan(1);
    for (const p of whole) expect(bytes(p)).toBeLessThan(LIMIT);

    const [first, last] = await Promise.all([
      listen(await headersFor(t.app, members[0])),
      listen(await headersFor(t.app, members[MEMBERS - 1])),
    ]);
    const res = await move(
      task.id,
      { status: "done" },
      await headersFor(t.app, members[0]),
    );
    expect(res.statusCode, res.body).toBe(200);
    await expect(first.waitFor(task.id)).resolves.toEqual({
      topic: "tasks",
      ids: [task.id],
    });
    await expect(last.waitFor(task.id)).resolves.toMatchObject({
      topic: "tasks",
    });

    // The call itself, with extra users, inside a transaction that commits.
    await t.db.transaction((tx: Db) =>
      notifyWorkspaceAudience(
        tx,
        workspaceId,
        "tasks",
        [task.id],
        [members[1].id],
      ),
    );
  });
});

describe("membership changes after a socket connected", () => {
  it("a member added later hears of the next task change; one removed does not", async () => {
    const workspaceId = (await insertWorkspace(t.db)).id;
    const editor = await as(t, "nurse");
    await insertMember(t.db, workspaceId, editor.user.id, "editor");
    const newcomer = await as(t, "nurse");
    const stranger = await as(t, "nurse");
    const [a, b] = await insertColumn(t.db, workspaceId, "todo", ["A", "B"]);

    const [editorSocket, newcomerSocket, strangerSocket] = await Promise.all([
      listen(editor.headers),
      listen(newcomer.headers),
      listen(stranger.headers),
    ]);
    // Approved after the socket connected.
    await insertMember(t.db, workspaceId, newcomer.user.id, "viewer");
    expect((await move(a.id, { status: "done" }, editor.headers)).statusCode).toBe(200); // prettier-ignore
    await editorSocket.waitFor(a.id);
    await newcomerSocket.waitFor(a.id);

    // Removed: the next change no longer reaches them.
    await t.db
      .delete(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, workspaceId),
          eq(workspaceMembers.userId, newcomer.user.id),
        ),
      );
    expect((await move(b.id, { status: "done" }, editor.headers)).statusCode).toBe(200); // prettier-ignore
    await editorSocket.waitFor(b.id);
    await pause(300);
    expect(newcomerSocket.messages.some((m) => m.ids.includes(b.id))).toBe(false); // prettier-ignore
    expect(strangerSocket.messages).toEqual([]);
  });
});
