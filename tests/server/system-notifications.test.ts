/**
 * System notifications (issue 25, §3, §7, §8): the generic four under /notifications/system for
 * holders of modify-notifications with the exact toasts, markactive, and the banner's calls open to
 * every signed-in user: only active ones inside their window, a show-once one dismissed per user,
 * and every change announced to every signed-in socket.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post } from "./support/api";
import {
  connectAs,
  listenOnFreePort,
  socketPool,
  tokenOf,
} from "./support/realtimeClient";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const API = "/api/notifications/system";
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

let t: TestApp;
let base: string;
let admin: Headers;
let dataadmin: Headers;
let nurse: Headers;
let driver: Headers;
const sockets = socketPool(() => base);

beforeAll(async () => {
  t = await buildTestApp({ REALTIME_SESSION_CHECK_SECONDS: "3600" });
  base = await listenOnFreePort(t.app);
  admin = (await as(t, "systemadmin")).headers;
  dataadmin = (await as(t, "dataadmin")).headers;
  nurse = (await as(t, "nurse")).headers;
  driver = (await as(t, "driver")).headers;
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  message: "The portal is down for maintenance on Sunday.",
  active: true,
  displayOnce: false,
  notificationSystemType: "warning",
  startDisplayAt: inHours(-1),
  endDisplayAt: inHours(1),
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await post(t, API, body(overrides), admin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { notificationSystemId: string; active: boolean };
}

const currentIds = async (headers: Headers) => {
  const res = await post(t, `${API}/current`, {}, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { notificationSystemId: string }[]).map(
    (n) => n.notificationSystemId,
  );
};

describe("system notifications: the generic four", () => {
  it("creates ('New Notification created.'), updates ('Notification updated.'), reads and deletes", async () => {
    const created = await post(t, API, body(), dataadmin);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 201,
      message: "New Notification created.",
      data: {
        message: "The portal is down for maintenance on Sunday.",
        active: true,
        displayOnce: false,
        notificationSystemType: "warning",
        modelType: null,
        modelId: null,
      },
    });
    const id = created.json().data.notificationSystemId as string;
    expect(created.json().data._id).toBe(id);

    const updated = await post(
      t,
      API,
      body({ notificationSystemId: id, message: "Back at noon." }),
      admin,
    );
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Notification updated.",
      data: { notificationSystemId: id, message: "Back at noon." },
    });

    const read = await get(t, `${API}/${id}`, admin);
    expect(read.json().data).toMatchObject({ message: "Back at noon." });
    const found = await post(t, `${API}/search`, { searchTerm: "noon" }, admin);
    expect(found.json().data.map((n: { id: string }) => n.id)).toEqual([id]);

    const removed = await del(t, `${API}/${id}`, admin);
    expect(removed.json()).toMatchObject({
      code: 200,
      message: "Notification deleted.",
    });
    expectError(
      await get(t, `${API}/${id}`, admin),
      404,
      "Notification not found.",
    );
    const actions = await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(
        and(
          eq(activities.modelType, "system-notification"),
          eq(activities.modelId, id),
        ),
      );
    expect(actions.map((a) => a.action).sort()).toEqual([
      "created",
      "deleted",
      "updated",
    ]);
  });

  it("answers 401 without a session and 403 without modify-notifications", async () => {
    const n = await create();
    expectError(await post(t, API, body()), 401);
    expectError(await post(t, `${API}/search`, {}), 401);
    expectError(await post(t, API, body(), nurse), 403);
    expectError(await post(t, `${API}/search`, {}, nurse), 403);
    expectError(await get(t, `${API}/${n.notificationSystemId}`, driver), 403);
    expectError(await del(t, `${API}/${n.notificationSystemId}`, nurse), 403);
    expectError(
      await post(
        t,
        `${API}/markactive`,
        { notificationSystemId: n.notificationSystemId, active: false },
        nurse,
      ),
      403,
    );
  });

  it("answers 404 for an unknown id", async () => {
    const unknown = "00000000-0000-4000-8000-00000000abcd";
    expectError(
      await get(t, `${API}/${unknown}`, admin),
      404,
      "Notification not found.",
    );
    expectError(
      await post(t, API, body({ notificationSystemId: unknown }), admin),
      404,
      "Notification not found.",
    );
    expectError(
      await post(
        t,
        `${API}/markactive`,
        { notificationSystemId: unknown, active: true },
        admin,
      ),
      404,
      "Notification not found.",
    );
  });

  it("refuses (422) a missing message, HTML, a window ending before it starts and an unknown type", async () => {
    const fieldOf = async (overrides: Record<string, unknown>) => {
      const res = await post(t, API, body(overrides), admin);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as { field: string; message: string }[];
    };
    expect(await fieldOf({ message: "  " })).toEqual([
      { field: "message", message: "This field is required." },
    ]);
    expect(await fieldOf({ message: "<script>alert(1)</script>" })).toEqual([
      {
        field: "message",
        message: "A system notification is plain text: remove the HTML tags.",
      },
    ]);
    expect(await fieldOf({ message: "x".repeat(1001) })).toEqual([
      { field: "message", message: "Use at most 1000 characters." },
    ]);
    expect(
      await fieldOf({ startDisplayAt: inHours(2), endDisplayAt: inHours(1) }),
    ).toEqual([
      { field: "endDisplayAt", message: "The end must be after the start." },
    ]);
    const type = await fieldOf({ notificationSystemType: "error" });
    expect(type.map((e) => e.field)).toEqual(["notificationSystemType"]);
    const model = await fieldOf({ modelType: "trip" });
    expect(model).toEqual([
      { field: "modelId", message: "Give the record's id with its type." },
    ]);
  });
});

describe("system notifications: markactive", () => {
  it("toggles with 'System Notification toggled.' and announces it to everyone signed in", async () => {
    const n = await create();
    const nurseSocket = await connectAs(base, tokenOf(nurse));
    const driverSocket = await connectAs(base, tokenOf(driver));
    sockets.keep(nurseSocket, driverSocket);
    const res = await post(
      t,
      `${API}/markactive`,
      { notificationSystemId: n.notificationSystemId, active: false },
      admin,
    );
    expect(res.json()).toMatchObject({
      code: 200,
      message: "System Notification toggled.",
      data: { notificationSystemId: n.notificationSystemId, active: false },
    });
    await expect(nurseSocket.waitFor(n.notificationSystemId)).resolves.toEqual({
      topic: "system-notifications",
      ids: [n.notificationSystemId],
    });
    await expect(
      driverSocket.waitFor(n.notificationSystemId),
    ).resolves.toMatchObject({ topic: "system-notifications" });
    expect(await currentIds(nurse)).not.toContain(n.notificationSystemId);
  });

  it("announces a new one too", async () => {
    const listener = await connectAs(base, tokenOf(nurse));
    sockets.keep(listener);
    const n = await create();
    await expect(listener.waitFor(n.notificationSystemId)).resolves.toEqual({
      topic: "system-notifications",
      ids: [n.notificationSystemId],
    });
  });

  it("refuses a body without the id (422)", async () => {
    const res = await post(t, `${API}/markactive`, { active: true }, admin);
    expect(res.statusCode).toBe(422);
  });
});

describe("system notifications: what the banner reads", () => {
  it("answers only active ones inside their window, to every signed-in user", async () => {
    const now = await create({ message: "Now" });
    const openEnded = await create({
      message: "Open ended",
      startDisplayAt: null,
      endDisplayAt: null,
    });
    const later = await create({
      message: "Later",
      startDisplayAt: inHours(1),
      endDisplayAt: inHours(2),
    });
    const over = await create({
      message: "Over",
      startDisplayAt: inHours(-3),
      endDisplayAt: inHours(-2),
    });
    const off = await create({ message: "Off", active: false });
    for (const headers of [nurse, driver, admin]) {
      const ids = await currentIds(headers);
      expect(ids).toEqual(
        expect.arrayContaining([
          now.notificationSystemId,
          openEnded.notificationSystemId,
        ]),
      );
      for (const hidden of [later, over, off])
        expect(ids).not.toContain(hidden.notificationSystemId);
    }
    expectError(await post(t, `${API}/current`, {}), 401);
  });

  it("keeps a show-once one dismissed for the user who dismissed it, and only for them", async () => {
    const once = await create({ message: "Once", displayOnce: true });
    const id = once.notificationSystemId;
    const dismissed = await post(
      t,
      `${API}/dismiss`,
      { notificationSystemId: id },
      nurse,
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await currentIds(nurse)).not.toContain(id);
    expect(await currentIds(driver)).toContain(id);
    // Dismissed, it is no longer the nurse's to see: a second dismissal finds nothing.
    expectError(
      await post(t, `${API}/dismiss`, { notificationSystemId: id }, nurse),
      404,
      "Notification not found.",
    );
    // An update does not bring it back for the nurse.
    await post(
      t,
      API,
      body({
        notificationSystemId: id,
        displayOnce: true,
        message: "Once more",
      }),
      admin,
    );
    expect(await currentIds(nurse)).not.toContain(id);
  });

  it("refuses to dismiss for good one that is not show-once (422), an inactive one (404) and anonymously (401)", async () => {
    const always = await create({ message: "Always" });
    const res = await post(
      t,
      `${API}/dismiss`,
      { notificationSystemId: always.notificationSystemId },
      nurse,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "Only a notification shown once can be dismissed for good.",
    );
    const off = await create({ active: false, displayOnce: true });
    expectError(
      await post(
        t,
        `${API}/dismiss`,
        { notificationSystemId: off.notificationSystemId },
        nurse,
      ),
      404,
      "Notification not found.",
    );
    expectError(
      await post(t, `${API}/dismiss`, {
        notificationSystemId: always.notificationSystemId,
      }),
      401,
    );
  });
});
