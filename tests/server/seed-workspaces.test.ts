/**
 * The demo workspaces (issue 24, server/db/demo/workspaces.ts): three workspaces, the discharges
 * shared by the care home and the data admin, members in every role and a pending request, 40 tasks
 * in every column due around today, one step apart in each column; the demo accounts read them
 * through the API as members. And the collaboration demo (issue 25, server/db/demo/collab.ts):
 * threads on a trip, a patient and a workspace with sanitised posts and a mention, notifications
 * (some unread), an active maintenance banner, the nurse's and the dispatcher's bookmarks. And the
 * library's demo files (issue 26, server/documents/demoDocuments.ts), found by the words inside them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIso } from "../../domain/expiry";
import { TASK_STATUSES } from "../../domain/schemas/workspace";
import {
  bookmarks,
  discussionPosts,
  discussions,
  notifications,
  systemNotifications,
  tasks,
  users,
  workspaceMembers,
  workspaces,
} from "../../server/db/schema";
import { mentionsIn, sanitizeRichText } from "../../server/richText/sanitize";
import { seed } from "../../server/db/seed";
import { seedDemoDocuments } from "../../server/documents/demoDocuments";
import { enableDocuments } from "./support/documentFactories";
import { get, headersFor, post } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  expect(await seed(t.db)).toBe(true);
});
afterAll(() => t.close());

describe("the demo workspaces", () => {
  it("holds three workspaces with members in every role and one pending request", async () => {
    const all = await t.db.select().from(workspaces);
    expect(all.map((w) => w.code).sort()).toEqual([
      "DIALYSIS",
      "DISCHARGE",
      "INCIDENTS",
    ]);
    const people = await t.db.select().from(users);
    const email = new Map(people.map((u) => [u.id, u.email]));
    const members = await t.db.select().from(workspaceMembers);
    const discharge = all.find((w) => w.code === "DISCHARGE")!;
    expect(email.get(discharge.ownerId!)).toBe("facilityadmin@example.com");
    const inDischarge = members
      .filter((m) => m.workspaceId === discharge.id)
      .map((m) => `${email.get(m.userId)} ${m.role} ${m.status}`)
      .sort();
    expect(inDischarge).toEqual([
      "customer@example.com viewer requested",
      "dataadmin@example.com editor approved",
      "facilityadmin@example.com owner approved",
      "nurse@example.com editor approved",
    ]);
    expect(new Set(members.map((m) => m.role))).toEqual(
      new Set(["owner", "editor", "viewer"]),
    );
    expect(members.filter((m) => m.status === "requested")).toHaveLength(1);
    // Every workspace has exactly one approved owner, who is its recorded owner.
    for (const w of all) {
      const owners = members.filter(
        (m) => m.workspaceId === w.id && m.role === "owner",
      );
      expect(owners.map((o) => o.userId)).toEqual([w.ownerId]);
    }
  });

  it("holds 40 tasks in every column, due around today, one step apart per column", async () => {
    const all = await t.db.select().from(tasks);
    expect(all).toHaveLength(40);
    expect(new Set(all.map((x) => x.status))).toEqual(new Set(TASK_STATUSES));
    const today = todayIso();
    const due = all.map((x) => x.dueDate).filter((d): d is string => !!d);
    expect(due.some((d) => d < today)).toBe(true);
    expect(due.some((d) => d === today)).toBe(true);
    expect(due.some((d) => d > today)).toBe(true);
    expect(all.some((x) => x.assigneeId !== null)).toBe(true);
    expect(all.some((x) => x.assigneeId === null)).toBe(true);
    expect(all.some((x) => x.labels.length > 0)).toBe(true);
    expect(new Set(all.map((x) => x.priority)).size).toBe(4);
    const columns = new Map<string, number[]>();
    for (const x of all) {
      const key = `${x.workspaceId} ${x.status}`;
      columns.set(key, [...(columns.get(key) ?? []), x.position]);
    }
    for (const positions of columns.values())
      expect(positions.sort((a, b) => a - b)).toEqual(
        positions.map((_, i) => (i + 1) * 1024),
      );
    // Assignees are approved members of the task's workspace.
    const members = await t.db.select().from(workspaceMembers);
    for (const x of all.filter((y) => y.assigneeId))
      expect(
        members.some(
          (m) =>
            m.workspaceId === x.workspaceId &&
            m.userId === x.assigneeId &&
            m.status === "approved",
        ),
      ).toBe(true);
  });

  it("lets the demo nurse read the discharges' tasks and refuses the customer who asked to join", async () => {
    const people = await t.db.select().from(users);
    const nurse = people.find((u) => u.email === "nurse@example.com")!;
    const customer = people.find((u) => u.email === "customer@example.com")!;
    const [discharge] = (await t.db.select().from(workspaces)).filter(
      (w) => w.code === "DISCHARGE",
    );
    const body = { pageNumber: 1, pageSize: 50, workspaceId: discharge.id };
    const read = await post(t, "/api/tasks/search", body, await headersFor(t.app, nurse)); // prettier-ignore
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().total).toBe(20);
    const refused = await post(t, "/api/tasks/search", body, await headersFor(t.app, customer)); // prettier-ignore
    expect(refused.statusCode, refused.body).toBe(403);
  });
});

describe("the collaboration demo", () => {
  const account = async (role: string) =>
    (await t.db.select().from(users)).find(
      (u) => u.email === `${role}@example.com`,
    )!;
  const as = async (role: string) => headersFor(t.app, await account(role));

  it("holds threads on a trip, a patient and a workspace, with sanitised posts and one mention", async () => {
    const threads = await t.db.select().from(discussions);
    expect(threads.map((d) => d.modelType).sort()).toEqual([
      "patient",
      "trip",
      "workspace",
    ]);
    const posts = await t.db.select().from(discussionPosts);
    expect(posts.length).toBeGreaterThanOrEqual(threads.length * 2);
    for (const p of posts) {
      expect(p.body).toBe(sanitizeRichText(p.body));
      expect(p.body).not.toBe("");
    }
    const driver = await account("driver");
    const mentioning = posts.filter((p) =>
      mentionsIn(p.body).userIds.includes(driver.id),
    );
    expect(mentioning).toHaveLength(1);
    // Every thread moved up with its latest post.
    for (const d of threads) {
      const latest = Math.max(
        ...posts
          .filter((p) => p.discussionId === d.id)
          .map((p) => p.createdAt.getTime()),
      );
      expect(d.lastPostAt.getTime()).toBe(latest);
    }
  });

  it("lets the nurse and the driver read the trip's thread, and tells the driver of the mention", async () => {
    const [thread] = await t.db
      .select()
      .from(discussions)
      .where(eq(discussions.modelType, "trip"));
    for (const role of ["nurse", "driver"]) {
      const headers = await as(role);
      const read = await get(t, `/api/discussions/${thread.id}`, headers);
      expect(read.statusCode, `${role}: ${read.body}`).toBe(200);
      const posts = await post(t, "/api/discussion-posts/search", { discussionId: thread.id }, headers); // prettier-ignore
      expect(posts.json().total, role).toBe(2);
    }
    const driver = await account("driver");
    const found = await post(t, "/api/notifications/search", { recipientUserId: driver.id, pageSize: 100 }, await as("driver")); // prettier-ignore
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toContainEqual(
      expect.objectContaining({
        title: "Nora Nurse mentioned you",
        notificationType: "mention",
        modelType: "trip",
        modelId: thread.modelId,
        viewedAt: null,
      }),
    );
  });

  it("has notifications for the demo accounts, some unread, and one current info banner", async () => {
    const all = await t.db.select().from(notifications);
    expect(all.some((n) => n.viewedAt === null)).toBe(true);
    expect(all.some((n) => n.viewedAt !== null)).toBe(true);
    const people = await t.db.select().from(users);
    const email = new Map(people.map((u) => [u.id, u.email]));
    expect(new Set(all.map((n) => email.get(n.recipientUserId)))).toEqual(
      new Set([
        "driver@example.com",
        "nurse@example.com",
        "dataadmin@example.com",
        "facilityadmin@example.com",
      ]),
    );
    const banners = await t.db.select().from(systemNotifications);
    expect(banners).toEqual([
      expect.objectContaining({
        active: true,
        notificationSystemType: "info",
        message: expect.stringMatching(/maintenance/i),
      }),
    ]);
    const current = await post(t, "/api/notifications/system/current", {}, await as("customer")); // prettier-ignore
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().data).toHaveLength(1);
  });

  it("gives the nurse and the dispatcher bookmarks they can open", async () => {
    const rows = await t.db.select().from(bookmarks);
    const owners = new Set(rows.map((b) => b.userId));
    const nurse = await account("nurse");
    const dispatcher = await account("dataadmin");
    expect(owners).toEqual(new Set([nurse.id, dispatcher.id]));
    for (const role of ["nurse", "dataadmin"]) {
      const page = await post(t, "/api/bookmarks/search", { pageSize: 1000, sortBy: "name" }, await as(role)); // prettier-ignore
      expect(page.statusCode, page.body).toBe(200);
      const data = page.json().data as { available: boolean }[];
      expect(data.length, role).toBeGreaterThanOrEqual(2);
      expect(
        data.every((b) => b.available),
        role,
      ).toBe(true);
    }
  });

  it("is written once: seeding again adds nothing", async () => {
    const before = (await t.db.select().from(discussionPosts)).length;
    expect(await seed(t.db)).toBe(false);
    expect(await t.db.select().from(discussionPosts)).toHaveLength(before);
  });
});

describe("the demo documents", () => {
  it("adds four files once, found by the words inside them by those who may read them", async () => {
    await enableDocuments(t.db);
    expect(await seedDemoDocuments(t.app)).toBe(4);
    expect(await seedDemoDocuments(t.app)).toBe(0);
    const [nurse, driver] = await Promise.all(
      ["nurse@example.com", "driver@example.com"].map(async (email) => {
        const [u] = await t.db
          .select()
          .from(users)
          .where(eq(users.email, email));
        return headersFor(t.app, u);
      }),
    );
    const titles = async (
      headers: Record<string, string>,
      searchTerm: string,
    ) => {
      const res = await post(
        t,
        "/api/documents/search",
        { searchTerm },
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { title: string }[]).map((d) => d.title);
    };
    // Inside the PDF of the discharge workspace, which the nurse edits and the driver is not in.
    expect(await titles(nurse, "straps")).toEqual([
      "Stretcher securement procedure",
    ]);
    expect(await titles(driver, "straps")).toEqual([]);
    // The booking policy is shared with the dialysis workspace, where the driver is a viewer.
    expect(await titles(driver, "cancellation fee")).toEqual([
      "Booking policy",
    ]);
    expect(await titles(nurse, "Riverside coordinator")).toEqual([]);
    expect(await titles(nurse, "Nora")).toContain("On-call rota, December");
  });
});
