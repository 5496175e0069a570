/**
 * Notifications (§7, issue 25): search, get and markviewed answer only one's own; /user and /list
 * (workspaces reach their approved members, each recipient once) by any signed-in user, the sender
 * stored; 401, 422, 403; the per-sender cap (429) and its exemption; feature-discussions off → 404
 * for the notification calls, never for a longer prefix another module declares (system
 * notifications).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURES, featureOffMessage } from "../../domain/features";
import type { ApiModule } from "../../domain/modules/registry";
import { systemNotificationsModule } from "../../domain/modules/systemNotifications";
import { NOTIFICATION_MESSAGES } from "../../domain/schemas/notification";
import { features } from "../../server/db/schema";
import { featureOfApiPath } from "../../server/plugins/featureGate";
import type { Headers } from "./support/api";
import { as, expectError, get, post, search } from "./support/api";
import { enableAllFeatures } from "./support/allFeatures";
import { insertMember, insertWorkspace } from "./support/boardFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const CAP = 5;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    RATE_LIMIT_MAX: "100000",
    NOTIFICATION_RECIPIENTS_PER_MINUTE: String(CAP),
  });
  await enableAllFeatures(t.db);
});
afterAll(() => t?.close());

const content = (extra: Record<string, unknown> = {}) => ({
  title: "Room change",
  message: "The patient moved to room 412.",
  notificationType: "message",
  ...extra,
});

type Row = Record<string, unknown>;
const mine = (headers: Headers, userId: string, extra: Row = {}) =>
  search<Row>(t, "/notifications", headers, {
    recipientUserId: userId,
    pageSize: 100,
    sortBy: "createdAt",
    sortDescending: true,
    ...extra,
  });

describe("sending to one user", () => {
  it("stores the sender and answers 'Notifications sent.'; the recipient alone reads it", async () => {
    const nurse = await as(t, "nurse", {
      firstName: "Nina",
      lastName: "Nurse",
    });
    const driver = await as(t, "driver");
    const other = await as(t, "customer");
    const res = await post(
      t,
      "/api/notifications/user",
      { recipientUserId: driver.user.id, ...content() },
      nurse.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      code: 201,
      message: "Notifications sent.",
      data: { recipients: 1 },
    });

    const found = await mine(driver.headers, driver.user.id);
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      recipientUserId: driver.user.id,
      senderUserId: nurse.user.id,
      senderName: "Nina Nurse",
      title: "Room change",
      message: "The patient moved to room 412.",
      viewedAt: null,
    });
    const id = found.data[0].notificationId as string;

    // Whatever recipientUserId another names, they read only their own: none.
    expect((await mine(other.headers, driver.user.id)).total).toBe(0);
    expect((await mine(nurse.headers, driver.user.id)).total).toBe(0);
    expect((await search(t, "/notifications", other.headers)).total).toBe(0);
    expectError(
      await get(t, `/api/notifications/${id}`, other.headers),
      404,
      expect.any(String) as unknown as string,
    );
    expect(
      (await get(t, `/api/notifications/${id}`, driver.headers)).statusCode,
    ).toBe(200);
  });

  it("is 401 without a session and 422 for an unknown user, HTML or a missing title", async () => {
    const nurse = await as(t, "nurse");
    const driver = await as(t, "driver");
    const body = { recipientUserId: driver.user.id, ...content() };
    expect((await post(t, "/api/notifications/user", body)).statusCode).toBe(
      401,
    );
    expect(
      (
        await post(t, "/api/notifications/list", {
          userIds: [driver.user.id],
          ...content(),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await post(t, "/api/notifications/markviewed", {
          notificationIds: [driver.user.id],
        })
      ).statusCode,
    ).toBe(401);
    expect((await post(t, "/api/notifications/search", {})).statusCode).toBe(
      401,
    );

    const unknown = await post(
      t,
      "/api/notifications/user",
      { ...body, recipientUserId: "00000000-0000-4000-8000-000000000000" },
      nurse.headers,
    );
    expectError(unknown, 422, NOTIFICATION_MESSAGES.unknownUsers, [
      { field: "recipientUserId", message: NOTIFICATION_MESSAGES.unknownUsers },
    ]);
    const html = await post(
      t,
      "/api/notifications/user",
      { ...body, message: "<script>alert(1)</script>Hi" },
      nurse.headers,
    );
    expect(html.statusCode).toBe(422);
    expect(html.json().errors).toEqual([
      { field: "message", message: NOTIFICATION_MESSAGES.plainText },
    ]);
    // "<" that is no tag stays plain text.
    const lessThan = await post(
      t,
      "/api/notifications/user",
      { ...body, message: "BP < 90, pulse <3" },
      nurse.headers,
    );
    expect(lessThan.statusCode, lessThan.body).toBe(201);
    const noTitle = await post(
      t,
      "/api/notifications/user",
      { ...body, title: "" },
      nurse.headers,
    );
    expect(noTitle.statusCode).toBe(422);
    expect((await mine(driver.headers, driver.user.id)).total).toBe(1);
  });

  it("about a record: only one the sender may see (403), an unknown one 422", async () => {
    const customer = await as(t, "customer");
    const nurse = await as(t, "nurse");
    const ws = await insertWorkspace(t.db);
    const body = {
      recipientUserId: nurse.user.id,
      ...content({ modelType: "workspace", modelId: ws.id }),
    };
    expectError(
      await post(t, "/api/notifications/user", body, customer.headers),
      403,
    );
    const unknown = await post(
      t,
      "/api/notifications/user",
      { ...body, modelId: "00000000-0000-4000-8000-000000000001" },
      customer.headers,
    );
    expect(unknown.statusCode).toBe(422);
    await insertMember(t.db, ws.id, customer.user.id, "viewer");
    expect(
      (await post(t, "/api/notifications/user", body, customer.headers))
        .statusCode,
    ).toBe(201);
  });
});

describe("sending to a list", () => {
  it("reaches the users and the workspaces' approved members, each once", async () => {
    const sender = await as(t, "nurse");
    const a = await as(t, "driver");
    const b = await as(t, "customer");
    const asking = await as(t, "customer");
    const ws = await insertWorkspace(t.db);
    await insertMember(t.db, ws.id, sender.user.id, "viewer");
    await insertMember(t.db, ws.id, a.user.id, "editor");
    await insertMember(t.db, ws.id, asking.user.id, "viewer", "requested");
    const res = await post(
      t,
      "/api/notifications/list",
      {
        userIds: [a.user.id, b.user.id, b.user.id],
        workspaceIds: [ws.id],
        ...content(),
      },
      sender.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Notifications sent.");
    // a, b and the sender (an approved member); a once although named twice over.
    expect(res.json().data).toEqual({ recipients: 3 });
    expect((await mine(a.headers, a.user.id)).total).toBe(1);
    expect((await mine(b.headers, b.user.id)).total).toBe(1);
    expect((await mine(asking.headers, asking.user.id)).total).toBe(0);
  });

  it("refuses a workspace the sender is not in (403), unknown ones and empty lists (422)", async () => {
    const sender = await as(t, "nurse");
    const ws = await insertWorkspace(t.db);
    const member = await as(t, "customer");
    await insertMember(t.db, ws.id, member.user.id, "owner");
    expectError(
      await post(
        t,
        "/api/notifications/list",
        { workspaceIds: [ws.id], ...content() },
        sender.headers,
      ),
      403,
    );
    expect((await mine(member.headers, member.user.id)).total).toBe(0);
    const unknownWs = await post(
      t,
      "/api/notifications/list",
      { workspaceIds: ["00000000-0000-4000-8000-000000000002"], ...content() },
      sender.headers,
    );
    expectError(unknownWs, 422, NOTIFICATION_MESSAGES.unknownWorkspaces, [
      {
        field: "workspaceIds",
        message: NOTIFICATION_MESSAGES.unknownWorkspaces,
      },
    ]);
    const unknownUser = await post(
      t,
      "/api/notifications/list",
      {
        userIds: [member.user.id, "00000000-0000-4000-8000-000000000003"],
        ...content(),
      },
      sender.headers,
    );
    expect(unknownUser.statusCode).toBe(422);
    expect((await mine(member.headers, member.user.id)).total).toBe(0);
    const empty = await post(
      t,
      "/api/notifications/list",
      { userIds: [], ...content() },
      sender.headers,
    );
    expect(empty.statusCode).toBe(422);
  });
});

describe("the per-sender cap", () => {
  it("answers 429 past the recipients a minute; holders of modify-notifications are exempt", async () => {
    const sender = await as(t, "customer");
    const people = await Promise.all(
      Array.from({ length: CAP + 1 }, () => as(t, "customer")),
    );
    const ids = people.map((p) => p.user.id);
    const first = await post(
      t,
      "/api/notifications/list",
      { userIds: ids.slice(0, CAP - 1), ...content() },
      sender.headers,
    );
    expect(first.statusCode, first.body).toBe(201);
    const over = await post(
      t,
      "/api/notifications/list",
      { userIds: ids.slice(CAP - 1), ...content() },
      sender.headers,
    );
    expectError(over, 429, NOTIFICATION_MESSAGES.tooMany(CAP));
    expect(over.headers["retry-after"]).toBe("60");
    // Nothing of the refused call was written.
    expect((await mine(people[CAP].headers, people[CAP].user.id)).total).toBe(
      0,
    );
    const last = await post(
      t,
      "/api/notifications/user",
      { recipientUserId: ids[CAP], ...content() },
      sender.headers,
    );
    expect(last.statusCode).toBe(201);
    expectError(
      await post(
        t,
        "/api/notifications/user",
        { recipientUserId: ids[0], ...content() },
        sender.headers,
      ),
      429,
      NOTIFICATION_MESSAGES.tooMany(CAP),
    );

    const dataadmin = await as(t, "dataadmin");
    for (let i = 0; i < 2; i++) {
      const res = await post(
        t,
        "/api/notifications/list",
        { userIds: ids, ...content() },
        dataadmin.headers,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe("marking viewed", () => {
  it("marks only the caller's own, ignoring others' ids, and the search filters by viewed", async () => {
    const sender = await as(t, "dataadmin");
    const a = await as(t, "driver");
    const b = await as(t, "driver");
    for (let i = 0; i < 2; i++)
      await post(
        t,
        "/api/notifications/list",
        { userIds: [a.user.id, b.user.id], ...content() },
        sender.headers,
      );
    const aIds = (await mine(a.headers, a.user.id)).data.map(
      (r) => r.notificationId as string,
    );
    const bIds = (await mine(b.headers, b.user.id)).data.map(
      (r) => r.notificationId as string,
    );

    const res = await post(
      t,
      "/api/notifications/markviewed",
      { notificationIds: [aIds[0], ...bIds] },
      a.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ notificationIds: [aIds[0]] });

    expect((await mine(b.headers, b.user.id, { viewed: false })).total).toBe(2);
    const unread = await mine(a.headers, a.user.id, { viewed: false });
    expect(unread.data.map((r) => r.notificationId)).toEqual([aIds[1]]);
    const read = await mine(a.headers, a.user.id, { viewed: true });
    expect(read.data.map((r) => r.notificationId)).toEqual([aIds[0]]);
    expect(typeof read.data[0].viewedAt).toBe("string");

    // Marking again keeps the first time; another's ids alone mark nothing.
    const again = await post(
      t,
      "/api/notifications/markviewed",
      { notificationIds: aIds },
      a.headers,
    );
    expect(again.json().data.notificationIds.sort()).toEqual([...aIds].sort());
    const reread = await mine(a.headers, a.user.id, { viewed: true });
    expect(
      reread.data.find((r) => r.notificationId === aIds[0])?.viewedAt,
    ).toBe(read.data[0].viewedAt);
    const none = await post(
      t,
      "/api/notifications/markviewed",
      { notificationIds: bIds },
      a.headers,
    );
    expect(none.json().data).toEqual({ notificationIds: [] });
  });

  it("offers no generic upsert or delete", async () => {
    const a = await as(t, "nurse");
    const upsert = await post(
      t,
      "/api/notifications",
      { title: "x" },
      a.headers,
    );
    expect(upsert.statusCode).toBe(404);
  });
});

describe("with feature-discussions off", () => {
  it("answers 404 for the notification calls, not for a longer prefix another module declares", async () => {
    const nurse = await as(t, "nurse");
    await t.db
      .insert(features)
      .values({
        code: FEATURES.discussions,
        title: "Discussions",
        active: false,
      })
      .onConflictDoUpdate({ target: features.code, set: { active: false } });
    const off = featureOffMessage(FEATURES.discussions);
    expectError(
      await post(t, "/api/notifications/search", {}, nurse.headers),
      404,
      off,
    );
    expectError(
      await post(
        t,
        "/api/notifications/user",
        { recipientUserId: nurse.user.id, ...content() },
        nurse.headers,
      ),
      404,
      off,
    );
    expectError(
      await post(
        t,
        "/api/notifications/markviewed",
        { notificationIds: [nurse.user.id] },
        nurse.headers,
      ),
      404,
      off,
    );
    // 401 still comes first.
    expect((await post(t, "/api/notifications/search", {})).statusCode).toBe(
      401,
    );

    // /notifications/system belongs to system notifications: the longest declared prefix decides.
    expect(featureOfApiPath("/api/notifications/search")).toBe(
      FEATURES.discussions,
    );
    // The declared modules: system notifications' own prefix, no toggle.
    expect(
      featureOfApiPath(`/api${systemNotificationsModule.api.prefix}/search`),
    ).toBeUndefined();
    const withSystem = [
      { api: { prefix: "/notifications" }, feature: FEATURES.discussions },
      { api: { prefix: "/notifications/system" } },
    ] as unknown as ApiModule[];
    expect(
      featureOfApiPath("/api/notifications/system/search", withSystem),
    ).toBeUndefined();
    expect(
      featureOfApiPath("/api/notifications/system/:id", withSystem),
    ).toBeUndefined();
    expect(
      featureOfApiPath("/api/notifications/system", withSystem),
    ).toBeUndefined();
    expect(featureOfApiPath("/api/notifications/systemic", withSystem)).toBe(
      FEATURES.discussions,
    );
    // Once system notifications answer, their routes stay up with discussions off.
    const system = t.app
      .routeAccessTable()
      .filter((r) => r.url.startsWith("/api/notifications/system"));
    for (const route of system) {
      const res = await t.app.inject({
        method: route.method as "GET",
        url: route.url.replace(
          /:[A-Za-z]+/g,
          "00000000-0000-4000-8000-000000000000",
        ),
        headers: nurse.headers,
        ...(route.method === "POST" ? { payload: {} } : {}),
      });
      if (res.statusCode === 404)
        expect(res.json().message, `${route.method} ${route.url}`).not.toBe(
          off,
        );
    }
  });
});
