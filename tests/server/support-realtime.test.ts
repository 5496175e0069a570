/**
 * Real time for support requests (issue 28): a new reply and a status change are announced on topic
 * "support" with the request's id to its requester's room and to every active staff member's, read
 * when the change is written; never to another user.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { supportRooms } from "../../server/support/changes";
import { ROOMS } from "../../server/realtime/rooms";
import { eq } from "drizzle-orm";
import { as } from "./support/api";
import { listenOnFreePort, pause, socketPool } from "./support/realtimeClient";
import { reply, requestBody, saveRequest } from "./support/supportFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let base: string;
const sockets = socketPool(() => base);

beforeAll(async () => {
  t = await buildTestApp({ REALTIME_SESSION_CHECK_SECONDS: "3600" });
  base = await listenOnFreePort(t.app);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

describe("support's real time", () => {
  it("reaches the requester and the active staff, nobody else", async () => {
    const nurse = await as(t, "nurse");
    const stranger = await as(t, "nurse");
    const staff = await as(t, "dataadmin");
    const admin = await as(t, "systemadmin");
    const retired = await as(t, "dataadmin");
    await t.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, retired.user.id));

    const rooms = await supportRooms(t.db, nurse.user.id);
    expect(rooms).toEqual(
      expect.arrayContaining([
        ROOMS.user(nurse.user.id),
        ROOMS.user(staff.user.id),
        ROOMS.user(admin.user.id),
      ]),
    );
    expect(rooms).not.toContain(ROOMS.user(stranger.user.id));
    expect(rooms).not.toContain(ROOMS.user(retired.user.id));

    const [nurseSocket, staffSocket, strangerSocket] = await Promise.all([
      sockets.listen(nurse.headers),
      sockets.listen(staff.headers),
      sockets.listen(stranger.headers),
    ]);
    const created = await saveRequest(t, nurse.headers, requestBody());
    const id = created.json().data.supportRequestId as string;
    expect((await staffSocket.waitFor(id)).topic).toBe("support");
    nurseSocket.messages.length = 0;
    expect((await reply(t, staff.headers, id)).statusCode).toBe(201);
    expect(await nurseSocket.waitFor(id)).toEqual({
      topic: "support",
      ids: [id],
    });
    await pause(300);
    expect(strangerSocket.messages).toEqual([]);
  });
});
