/**
 * The demo workspaces (issue 24, server/db/demo/workspaces.ts): three workspaces, the discharges
 * shared by the care home and the data admin, members in every role and a pending request, 40 tasks
 * in every column due around today, one step apart in each column; the demo accounts read them
 * through the API as members.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIso } from "../../domain/expiry";
import { TASK_STATUSES } from "../../domain/schemas/workspace";
import {
  tasks,
  users,
  workspaceMembers,
  workspaces,
} from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import { headersFor, post } from "./support/api";
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
