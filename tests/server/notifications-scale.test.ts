/**
 * A list call to 10,000 people (issue 25): the write succeeds, every recipient gets one notification,
 * and each is announced to its own recipient's room in NOTIFY payloads under PostgreSQL's 8000-byte
 * limit (on PGlite here; on PostgreSQL too with TEST_DATABASE_URL, where an oversized one throws).
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RealtimeChange } from "../../server/realtime/publish";
import { REALTIME_CHANNEL } from "../../server/realtime/publish";
import { ROOMS } from "../../server/realtime/rooms";
import { notifications, users } from "../../server/db/schema";
import { as, headersFor, post } from "./support/api";
import { enableAllFeatures } from "./support/allFeatures";
import { listenOnFreePort, socketPool } from "./support/realtimeClient";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const RECIPIENTS = 10_000;
const LIMIT = 8000;

let t: TestApp;
let base: string;
const sockets = socketPool(() => base);
const listen = sockets.listen;

beforeAll(async () => {
  t = await buildTestApp({ REALTIME_SESSION_CHECK_SECONDS: "3600" });
  base = await listenOnFreePort(t.app);
  await enableAllFeatures(t.db);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

/** `total` users, a few thousand per insert (no sessions, no passwords). */
async function manyUsers(total: number) {
  const stamp = Date.now().toString(36);
  const ids: string[] = [];
  for (let start = 0; start < total; start += 5000) {
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(5000, total - start) }, (_, i) => ({
          email: `n-${stamp}-${start + i}@example.test`,
          firstName: "Recipient",
          lastName: `${start + i}`,
          roles: ["customer"],
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

describe("a list call to 10,000 recipients", () => {
  it("writes them all and announces each to its recipient, every payload under 8000 bytes", async () => {
    const ids = await manyUsers(RECIPIENTS);
    const sender = await as(t, "dataadmin");
    const payloads: string[] = [];
    const stop = await t.app.database.listen(REALTIME_CHANNEL, (p) => {
      payloads.push(p);
    });
    const [first, last] = await Promise.all([
      listen(await headersFor(t.app, { id: ids[0] })),
      listen(await headersFor(t.app, { id: ids[RECIPIENTS - 1] })),
    ]);

    const res = await post(
      t,
      "/api/notifications/list",
      { userIds: ids, title: "Snow", message: "The roads are closed today." },
      sender.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ recipients: RECIPIENTS });

    const [written] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.senderUserId, sender.user.id));
    expect(written.n).toBe(RECIPIENTS);

    const [firstNote] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientUserId, ids[0]));
    await expect(first.waitFor(firstNote.id, 10_000)).resolves.toEqual({
      topic: "notifications",
      ids: [firstNote.id],
    });
    const [lastNote] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientUserId, ids[RECIPIENTS - 1]));
    await last.waitFor(lastNote.id, 10_000);
    // Each socket heard of its own notification only.
    expect(first.messages.flatMap((m) => m.ids)).toEqual([firstNote.id]);

    const deadline = Date.now() + 20_000;
    while (payloads.length < RECIPIENTS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    const mine = payloads
      .map((p) => [p, JSON.parse(p) as RealtimeChange] as const)
      .filter(([, c]) => c.topic === "notifications");
    expect(mine).toHaveLength(RECIPIENTS);
    const rooms = new Set<string>();
    for (const [raw, change] of mine) {
      expect(Buffer.byteLength(raw, "utf8")).toBeLessThan(LIMIT);
      expect(change.ids).toHaveLength(1);
      expect(change.rooms).toHaveLength(1);
      rooms.add(change.rooms[0]);
    }
    expect(rooms).toEqual(new Set(ids.map((id) => ROOMS.user(id))));
  }, 120_000);
});
