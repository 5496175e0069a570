/**
 * Record reach by modelType (issue 24, server/records): for each kind, a user in reach hears "yes",
 * one out of reach "no", anybody "unknown" for an id that does not exist; and `visible`, the
 * condition a search adds, keeps exactly the records canSee answers "yes" for, for every user of a
 * small world. Workspaces, their members and tasks by membership; nothing while their toggle is off.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURES } from "../../domain/features";
import type { ModelType, Reach } from "../../domain/records";
import { MODEL_TYPES } from "../../domain/records";
import type { AuthUser } from "../../server/auth/authUser";
import { toAuthUser } from "../../server/auth/authUser";
import {
  discussionParticipants,
  discussions,
  drivers,
  facilities,
  features,
  invoices,
  patients,
  standingOrders,
  tasks,
  trips,
  vehicles,
  workspaceMembers,
  workspaces,
  documentShares,
  documents,
  articles,
  supportRequests,
} from "../../server/db/schema";
import { FEATURE_DEFAULTS } from "../../server/db/seed";
import { canSee, RECORD_REACH, visible } from "../../server/records/registry";
import { buildDriver } from "./support/driverFactories";
import { buildFacility, buildUser } from "./support/factories";
import { buildPatient } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { HOME_ADDRESS, insertTrip } from "./support/tripFactories";
import { buildVehicle } from "./support/vehicleFactories";

const TABLES: Record<ModelType, { table: PgTable; id: PgColumn }> = {
  trip: { table: trips, id: trips.id },
  patient: { table: patients, id: patients.id },
  vehicle: { table: vehicles, id: vehicles.id },
  driver: { table: drivers, id: drivers.id },
  facility: { table: facilities, id: facilities.id },
  "standing-order": { table: standingOrders, id: standingOrders.id },
  invoice: { table: invoices, id: invoices.id },
  workspace: { table: workspaces, id: workspaces.id },
  "workspace-member": { table: workspaceMembers, id: workspaceMembers.id },
  task: { table: tasks, id: tasks.id },
  discussion: { table: discussions, id: discussions.id },
  document: { table: documents, id: documents.id },
  article: { table: articles, id: articles.id },
  "support-request": { table: supportRequests, id: supportRequests.id },
};

let t: TestApp;
const users: Record<string, AuthUser> = {};
/** modelType → name → id */
const ids = {} as Record<ModelType, Record<string, string>>;
/** The expected answers: [modelType, record, user, reach]. */
const cases: [ModelType, string, string, Reach][] = [
  ["trip", "ofA", "nurseA", "yes"],
  ["trip", "ofB", "nurseA", "no"],
  ["trip", "driven", "driver", "yes"],
  ["trip", "ofA", "driver", "no"],
  ["trip", "ofB", "dataadmin", "yes"],
  ["patient", "ofA", "nurseA", "yes"],
  ["patient", "ofB", "nurseA", "no"],
  ["patient", "ofA", "driver", "no"],
  ["vehicle", "one", "driver", "yes"],
  ["vehicle", "one", "customer", "no"],
  ["driver", "linked", "driver", "yes"],
  ["driver", "other", "driver", "no"],
  ["driver", "other", "dataadmin", "yes"],
  ["facility", "a", "nurseA", "yes"],
  ["facility", "b", "nurseA", "no"],
  ["facility", "b", "customer", "no"],
  ["standing-order", "one", "dataadmin", "yes"],
  ["standing-order", "one", "nurseA", "no"],
  ["invoice", "one", "dataadmin", "yes"],
  ["invoice", "one", "customer", "no"],
  ["workspace", "w1", "owner", "yes"],
  ["workspace", "w1", "viewer", "yes"],
  ["workspace", "w1", "requester", "no"],
  ["workspace", "w1", "outsider", "no"],
  ["workspace", "w2", "owner", "no"],
  ["workspace", "w2", "systemadmin", "yes"],
  ["workspace-member", "ownerOfW1", "viewer", "yes"],
  ["workspace-member", "requesterOfW1", "requester", "yes"],
  ["workspace-member", "ownerOfW1", "requester", "no"],
  ["workspace-member", "ownerOfW1", "outsider", "no"],
  ["task", "inW1", "viewer", "yes"],
  ["task", "inW1", "requester", "no"],
  ["task", "inW2", "owner", "no"],
  ["task", "inW2", "systemadmin", "yes"],
  ["discussion", "onTripA", "nurseA", "yes"],
  ["discussion", "onTripA", "driver", "no"],
  ["discussion", "onTripA", "dataadmin", "yes"],
  ["discussion", "inW1", "viewer", "yes"],
  ["discussion", "inW1", "requester", "no"],
  ["discussion", "free", "owner", "yes"],
  ["discussion", "free", "viewer", "no"],
  ["discussion", "free", "systemadmin", "no"],
  ["document", "onTripA", "nurseA", "yes"],
  ["document", "onTripA", "driver", "no"],
  ["document", "inW1", "viewer", "yes"],
  ["document", "inW1", "requester", "no"],
  ["document", "inW1", "systemadmin", "yes"],
  ["document", "private", "owner", "yes"],
  ["document", "private", "viewer", "no"],
  ["document", "private", "systemadmin", "no"],
  ["document", "sharedWithViewer", "viewer", "yes"],
  ["document", "sharedWithViewer", "outsider", "no"],
  ["document", "sharedWithW1", "viewer", "yes"],
  ["document", "sharedWithW1", "requester", "no"],
  ["article", "published", "driver", "yes"],
  ["article", "draft", "driver", "no"],
  ["article", "draft", "systemadmin", "yes"],
  ["article", "forNurses", "nurseA", "yes"],
  ["article", "forNurses", "driver", "no"],
  ["support-request", "ofNurseA", "nurseA", "yes"],
  ["support-request", "ofNurseA", "customer", "no"],
  ["support-request", "ofCustomer", "nurseA", "no"],
  ["support-request", "ofNurseA", "dataadmin", "yes"],
  ["support-request", "ofCustomer", "systemadmin", "yes"],
];

async function user(name: string, values: Parameters<typeof buildUser>[1]) {
  users[name] = toAuthUser(await buildUser(t.db, values), "session");
  return users[name];
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  await db.insert(features).values(FEATURE_DEFAULTS).onConflictDoNothing();
  const [a, b] = [await buildFacility(db), await buildFacility(db)];
  await user("nurseA", { role: "nurse", facilityId: a.id });
  await user("dataadmin", { role: "dataadmin" });
  await user("systemadmin", { role: "systemadmin" });
  await user("customer", { role: "customer" });
  const driverUser = await user("driver", { role: "driver" });
  for (const name of ["owner", "viewer", "requester", "outsider"])
    await user(name, { role: "customer" });

  const linked = await buildDriver(db, { userId: driverUser.userId });
  const other = await buildDriver(db);
  const [pa, pb] = [
    await buildPatient(db, { facilityId: a.id }),
    await buildPatient(db, { facilityId: b.id }),
  ];
  const ofA = await insertTrip(db, { facilityId: a.id, patientId: pa.id });
  const ofB = await insertTrip(db, { facilityId: b.id, patientId: pb.id });
  const driven = await insertTrip(db, { driverId: linked.id });
  const vehicle = await buildVehicle(db);
  const [order] = await db
    .insert(standingOrders)
    .values({
      patientId: pa.id,
      weekdays: [1, 3, 5],
      startDate: "2026-03-02",
      pickUpTime: "08:00",
      pickUpAddress: { ...HOME_ADDRESS, line2: null },
      dropOffAddress: { ...HOME_ADDRESS, line2: null },
    })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNumber: "INV-REACH-1",
      billedToName: "Payer",
      periodFrom: "2026-01-01",
      periodTo: "2026-01-31",
      facilityId: a.id,
    })
    .returning();

  const [w1, w2] = await db
    .insert(workspaces)
    .values([
      { name: "Discharges", code: "REACH1", ownerId: users.owner.userId },
      { name: "Other", code: "REACH2" },
    ])
    .returning();
  const member = (userName: string, status: string, role: string) => ({
    workspaceId: w1.id,
    userId: users[userName].userId,
    status,
    role,
  });
  const members = await db
    .insert(workspaceMembers)
    .values([
      member("owner", "approved", "owner"),
      member("viewer", "approved", "viewer"),
      member("requester", "requested", "viewer"),
    ])
    .returning();
  const [inW1, inW2] = await db
    .insert(tasks)
    .values([
      { workspaceId: w1.id, title: "Call the ward" },
      { workspaceId: w2.id, title: "Elsewhere" },
    ])
    .returning();

  const [onTripA, inW1Thread, free] = await db
    .insert(discussions)
    .values([
      { title: "Room 412", modelType: "trip", modelId: ofA.id },
      { title: "Rota", modelType: "workspace", modelId: w1.id },
      { title: "Between us", createdById: users.owner.userId },
    ])
    .returning();
  await db
    .insert(discussionParticipants)
    .values({ discussionId: free.id, userId: users.owner.userId });

  const file = (title: string) => ({
    title,
    fileName: `${title}.pdf`,
    contentType: "application/pdf",
    sizeBytes: 1,
    sha256: "0".repeat(64),
    storageKey: "0".repeat(32),
    ownerUserId: users.owner.userId,
  });
  const [docOnTrip, docInW1, docPrivate, docToViewer, docToW1] = await db
    .insert(documents)
    .values([
      { ...file("Consent"), modelType: "trip", modelId: ofA.id },
      { ...file("Rota"), modelType: "workspace", modelId: w1.id },
      file("Private"),
      file("For the viewer"),
      file("For W1"),
    ])
    .returning();
  await db.insert(documentShares).values([
    { documentId: docToViewer.id, userId: users.viewer.userId },
    { documentId: docToW1.id, workspaceId: w1.id },
  ]);

  const [published, draft, forNurses] = await db
    .insert(articles)
    .values([
      { title: "Tie-downs", slug: "reach-tie-downs", status: "published" },
      { title: "Unfinished", slug: "reach-unfinished", status: "draft" },
      {
        title: "Ward rules",
        slug: "reach-ward-rules",
        status: "published",
        audience: ["nurse"],
      },
    ])
    .returning();

  const [ofNurseA, ofCustomer] = await db
    .insert(supportRequests)
    .values([
      {
        requesterUserId: users.nurseA.userId,
        subject: "Printer",
        category: "other",
      },
      {
        requesterUserId: users.customer.userId,
        subject: "Billing",
        category: "billing",
      },
    ])
    .returning();

  Object.assign(ids, {
    "support-request": { ofNurseA: ofNurseA.id, ofCustomer: ofCustomer.id },
    article: {
      published: published.id,
      draft: draft.id,
      forNurses: forNurses.id,
    },
    trip: { ofA: ofA.id, ofB: ofB.id, driven: driven.id },
    patient: { ofA: pa.id, ofB: pb.id },
    vehicle: { one: vehicle.id },
    driver: { linked: linked.id, other: other.id },
    facility: { a: a.id, b: b.id },
    "standing-order": { one: order.id },
    invoice: { one: invoice.id },
    workspace: { w1: w1.id, w2: w2.id },
    "workspace-member": {
      ownerOfW1: members[0].id,
      viewerOfW1: members[1].id,
      requesterOfW1: members[2].id,
    },
    task: { inW1: inW1.id, inW2: inW2.id },
    discussion: { onTripA: onTripA.id, inW1: inW1Thread.id, free: free.id },
    document: {
      onTripA: docOnTrip.id,
      inW1: docInW1.id,
      private: docPrivate.id,
      sharedWithViewer: docToViewer.id,
      sharedWithW1: docToW1.id,
    },
  });
});
afterAll(() => t?.close());

describe("the reach registry", () => {
  it("has one reach per model type of domain/records.ts", () => {
    expect(Object.keys(RECORD_REACH).sort()).toEqual([...MODEL_TYPES].sort());
  });

  it.each(cases)("%s %s as %s: %s", async (type, record, who, reach) => {
    expect(await canSee(t.db, users[who], type, ids[type][record])).toBe(reach);
  });

  it.each([...MODEL_TYPES])(
    "%s: an id that does not exist is unknown, for anybody",
    async (type) => {
      for (const who of ["systemadmin", "outsider"]) {
        expect(await canSee(t.db, users[who], type, randomUUID())).toBe(
          "unknown",
        );
        expect(await canSee(t.db, users[who], type, "not-an-id")).toBe(
          "unknown",
        );
      }
    },
  );

  it("a model type nobody declared is unknown", async () => {
    expect(
      await canSee(t.db, users.systemadmin, "spaceship", randomUUID()),
    ).toBe("unknown");
  });

  it.each([...MODEL_TYPES])(
    "%s: visible() keeps exactly the records canSee answers yes for, for every user",
    async (type) => {
      const { table, id } = TABLES[type];
      const world = Object.values(ids[type]);
      for (const [who, u] of Object.entries(users)) {
        const expected: string[] = [];
        for (const recordId of world)
          if ((await canSee(t.db, u, type, recordId)) === "yes")
            expected.push(recordId);
        const rows = await t.db
          .select({ id })
          .from(table)
          .where(and(inArray(id, world), visible(u, type)));
        expect(
          rows.map((r) => String(r.id)).sort(),
          `${type} as ${who}`,
        ).toEqual(expected.sort());
      }
    },
  );

  it("visible() works on another table's reference to the record", async () => {
    const rows = await t.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(visible(users.viewer, "workspace", tasks.workspaceId));
    expect(rows.map((r) => r.id)).toEqual([ids.task.inW1]);
  });

  it("a switched-off module's records are out of reach", async () => {
    await t.db
      .update(features)
      .set({ active: false })
      .where(eq(features.code, FEATURES.workspaces));
    try {
      expect(
        await canSee(t.db, users.owner, "workspace", ids.workspace.w1),
      ).toBe("no");
      expect(await canSee(t.db, users.viewer, "task", ids.task.inW1)).toBe(
        "no",
      );
    } finally {
      await t.db
        .update(features)
        .set({ active: true })
        .where(eq(features.code, FEATURES.workspaces));
    }
  });
});
