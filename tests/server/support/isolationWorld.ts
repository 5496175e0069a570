/**
 * The world of the object-level isolation test (tests/server/isolation.test.ts): two facilities with
 * an admin and a nurse each, two drivers, two customers, dispatch and an administrator, and records of
 * every scoped entity spread across them (patients, trips, their documents and activity, drivers'
 * status records, facility users); and, for the membership category (issue 24), two workspaces with
 * different members.
 */
import { randomBytes } from "node:crypto";
import { FEATURES } from "../../../domain/features";
import type { RoleCode } from "../../../domain/privileges";
import {
  activities,
  bookmarks,
  discussionParticipants,
  discussionPosts,
  discussions,
  documents,
  tripDocuments,
  features,
  notifications,
} from "../../../server/db/schema";
import type { Headers } from "./api";
import { as } from "./api";
import {
  buildDriver,
  buildInfluenceStatusRecord,
  buildOnlineStatusRecord,
} from "./driverFactories";
import { documentRow, enableDocuments } from "./documentFactories";
import {
  createArticle,
  createCollection,
  enableKnowledge,
} from "./knowledgeFactories";
import { buildFacility } from "./factories";
import { buildPatient } from "./patientFactories";
import { insertSupportReply, insertSupportRequest } from "./supportFactories";
import type { TestApp } from "./testApp";
import { insertTrip } from "./tripFactories";
import {
  enableWorkspaces,
  insertMember,
  insertTask,
  insertWorkspace,
} from "./workspaceFactories";

export interface Caller {
  name: string;
  role: RoleCode;
  headers: Headers;
}

export interface IsolationWorld {
  callers: Caller[];
  /** Callers of one role in two scopes, whose reach must not overlap. */
  pairs: [Caller, Caller][];
  /** What each scoped caller must see at least, by caller name: patient and trip ids. */
  own: Map<string, { patients: string[]; trips: string[] }>;
  /** The membership category's own world: two workspaces (issue 24). */
  membership: MembershipWorld;
}

async function tripWithRecords(
  t: TestApp,
  trip: Parameters<typeof insertTrip>[1],
) {
  const row = await insertTrip(t.db, trip);
  await t.db.insert(tripDocuments).values({
    tripId: row.id,
    documentType: "receipt",
    fileName: "receipt.pdf",
    contentType: "application/pdf",
    sizeBytes: 10,
    sha256: "0".repeat(64),
    storageKey: randomBytes(16).toString("hex"),
  });
  await t.db.insert(activities).values({
    modelType: "trip",
    modelId: row.id,
    action: "created",
    actorName: "Isolation Test",
  });
  return row;
}

export async function buildIsolationWorld(t: TestApp): Promise<IsolationWorld> {
  const callers: Caller[] = [];
  const own = new Map<string, { patients: string[]; trips: string[] }>();
  const add = async (
    name: string,
    role: RoleCode,
    overrides: Parameters<typeof as>[2] = {},
  ) => {
    const { user, headers } = await as(t, role, overrides);
    const caller = { name, role, headers };
    callers.push(caller);
    own.set(name, { patients: [], trips: [] });
    return { user, caller };
  };

  // The notifications API hangs on feature-discussions (issue 25).
  await t.db
    .insert(features)
    .values({ code: FEATURES.discussions, title: "Discussions", active: true })
    .onConflictDoUpdate({ target: features.code, set: { active: true } });
  await enableDocuments(t.db);
  // Knowledge articles (issue 27) are read by status and audience (a role), never by facility:
  // only articles no role of a scope pair reads, so the pairs still share nothing.
  await enableKnowledge(t.db);
  const handbook = await createCollection(t.db);
  for (const values of [
    { audience: ["dataadmin"] },
    { status: "draft" },
    { status: "archived", audience: ["nurse"] },
  ])
    await createArticle(t.db, { collectionId: handbook.id, ...values });
  const facilities = [await buildFacility(t.db), await buildFacility(t.db)];
  const drivers = [];
  for (const n of [1, 2]) {
    const { user, caller } = await add(`driver ${n}`, "driver");
    const driver = await buildDriver(t.db, { userId: user.id });
    await buildOnlineStatusRecord(t.db, { driverId: driver.id });
    await buildInfluenceStatusRecord(t.db, { driverId: driver.id });
    drivers.push({ driver, caller });
  }
  const customers = [];
  for (const n of [1, 2])
    customers.push(await add(`customer ${n}`, "customer"));

  for (const [i, facility] of facilities.entries()) {
    const admin = await add(`facility admin ${i + 1}`, "facilityadmin", {
      facilityId: facility.id,
    });
    const nurse = await add(`nurse ${i + 1}`, "nurse", {
      facilityId: facility.id,
    });
    // Bookmarks (issue 25) are each user's own: one per nurse.
    await t.db.insert(bookmarks).values({
      userId: nurse.user.id,
      name: "My facility",
      modelType: "facility",
      modelId: facility.id,
    });
    // Notifications (issue 25) are each user's own: one per nurse.
    await t.db.insert(notifications).values({
      recipientUserId: nurse.user.id,
      senderName: "Isolation Test",
      title: "Hello",
      message: "Hello.",
    });
    for (const _ of [1, 2]) {
      const patient = await buildPatient(t.db, { facilityId: facility.id });
      for (const { driver, caller } of drivers) {
        const trip = await tripWithRecords(t, {
          facilityId: facility.id,
          patientId: patient.id,
          driverId: driver.id,
        });
        for (const c of [admin.caller, nurse.caller]) {
          own.get(c.name)!.trips.push(trip.id);
        }
        own.get(caller.name)!.trips.push(trip.id);
      }
      for (const c of [admin.caller, nurse.caller])
        own.get(c.name)!.patients.push(patient.id);
    }
    // Discussions (issue 25): a thread on one of the facility's trips, with a post.
    const [thread] = await t.db
      .insert(discussions)
      .values({
        title: "Room change",
        modelType: "trip",
        modelId: own.get(nurse.caller.name)!.trips[0],
        createdById: nurse.user.id,
      })
      .returning();
    await t.db.insert(discussionPosts).values({
      discussionId: thread.id,
      authorId: nurse.user.id,
      authorName: "Isolation Test",
      body: "<p>Room 412</p>",
    });
    // Support requests (issue 28): the nurse's own, never their facility's.
    const request = await insertSupportRequest(t.db, {
      requesterUserId: nurse.user.id,
    });
    await insertSupportReply(t.db, {
      supportRequestId: request.id,
      authorUserId: nurse.user.id,
    });
    // Documents (issue 26): one on the same trip, read as the trip is.
    await t.db.insert(documents).values(
      documentRow({
        title: "Consent form",
        modelType: "trip",
        modelId: own.get(nurse.caller.name)!.trips[0],
        ownerUserId: nurse.user.id,
      }),
    );
  }
  for (const { user, caller } of customers) {
    const trip = await tripWithRecords(t, { bookingUserId: user.id });
    own.get(caller.name)!.trips.push(trip.id);
    // A free-standing discussion (issue 25): its participant's alone.
    const [thread] = await t.db
      .insert(discussions)
      .values({ title: "Just me", createdById: user.id })
      .returning();
    await t.db
      .insert(discussionParticipants)
      .values({ discussionId: thread.id, userId: user.id });
    await t.db.insert(discussionPosts).values({
      discussionId: thread.id,
      authorId: user.id,
      authorName: "Isolation Test",
      body: "<p>Note to self</p>",
    });
    // A free-standing document (issue 26): its owner's alone.
    await t.db
      .insert(documents)
      .values(documentRow({ title: "My letter", ownerUserId: user.id }));
    // A support request with a reply (issue 28): its requester's (and the staff's) alone.
    const request = await insertSupportRequest(t.db, {
      requesterUserId: user.id,
    });
    await insertSupportReply(t.db, {
      supportRequestId: request.id,
      authorUserId: user.id,
    });
  }
  // Nobody's but the office's: no facility, driver or booking customer.
  await tripWithRecords(t, {});
  await buildPatient(t.db, { facilityId: null });

  await add("dispatch", "dataadmin");
  await add("administrator", "systemadmin");

  const named = (name: string) => callers.find((c) => c.name === name)!;
  const pairs: [Caller, Caller][] = [
    "facility admin",
    "nurse",
    "driver",
    "customer",
  ].map((base) => [named(`${base} 1`), named(`${base} 2`)]);
  return { callers, pairs, own, membership: await buildMembershipWorld(t) };
}

/** A caller of the membership world, with the workspaces it is an approved member of. */
export interface MembershipCaller extends Caller {
  userId: string;
  approvedIn: Set<string>;
  /** System administrators read every workspace. */
  readsAll: boolean;
}

export interface MembershipWorld {
  callers: MembershipCaller[];
  workspaceIds: string[];
}

/**
 * Two workspaces with different members (an approved owner, editor and viewer each, and a pending
 * request), a task in each, an outsider and a system administrator: the membership category of the
 * isolation test (issue 24).
 */
export async function buildMembershipWorld(
  t: TestApp,
): Promise<MembershipWorld> {
  await enableWorkspaces(t.db);
  const callers: MembershipCaller[] = [];
  const add = async (name: string, role: RoleCode = "customer") => {
    const { user, headers } = await as(t, role);
    const caller: MembershipCaller = {
      name,
      role,
      headers,
      userId: user.id,
      approvedIn: new Set(),
      readsAll: role === "systemadmin",
    };
    callers.push(caller);
    return caller;
  };
  const workspaceIds: string[] = [];
  for (const n of [1, 2]) {
    const owner = await add(`workspace ${n} owner`);
    const workspace = await insertWorkspace(t.db, {
      name: `Workspace ${n}`,
      code: `ISO${n}${randomBytes(3).toString("hex").toUpperCase()}`,
      ownerId: owner.userId,
    });
    workspaceIds.push(workspace.id);
    const roles = ["owner", "editor", "viewer"] as const;
    for (const role of roles) {
      const member =
        role === "owner" ? owner : await add(`workspace ${n} ${role}`);
      await insertMember(t.db, workspace.id, member.userId, role);
      member.approvedIn.add(workspace.id);
    }
    const requester = await add(`workspace ${n} requester`);
    await insertMember(
      t.db,
      workspace.id,
      requester.userId,
      "viewer",
      "requested",
    );
    for (const title of ["First", "Second"])
      await insertTask(t.db, workspace.id, { title: `${title} of ${n}` });
  }
  await add("outsider");
  await add("system administrator", "systemadmin");
  return { callers, workspaceIds };
}
