/**
 * Discussions for the API tests (issue 25): a world with a trip of facility A (its nurse, its
 * assigned driver), a nurse of facility B, a workspace with a member and an outsider, and helpers
 * to open threads and post through the calls themselves.
 */
import { expect } from "vitest";
import { FEATURES } from "../../../domain/features";
import type { Db } from "../../../server/db/client";
import { features } from "../../../server/db/schema";
import { mentionHtml } from "../../../domain/richText";
import type { Caller } from "./workspaceFactories";
import type { Headers } from "./api";
import { as, post } from "./api";
import { buildFacility } from "./factories";
import { buildDriver } from "./driverFactories";
import { buildPatient } from "./patientFactories";
import { insertTrip } from "./tripFactories";
import {
  enableWorkspaces,
  insertMember,
  insertWorkspace,
  workspaceCode,
} from "./workspaceFactories";
import type { TestApp } from "./testApp";

export interface DiscussionWorld {
  facilityA: string;
  tripA: string;
  patientA: string;
  nurseA: Caller;
  nurseA2: Caller;
  nurseB: Caller;
  driver: Caller;
  member: Caller;
  member2: Caller;
  outsider: Caller;
  workspaceId: string;
}

/** Switches feature-discussions on (a fresh database has no toggles). */
export async function enableDiscussions(db: Db): Promise<void> {
  await db
    .insert(features)
    .values({ code: FEATURES.discussions, title: "Discussions", active: true })
    .onConflictDoUpdate({ target: features.code, set: { active: true } });
}

export async function discussionWorld(t: TestApp): Promise<DiscussionWorld> {
  await enableWorkspaces(t.db);
  await enableDiscussions(t.db);
  const facilityA = (await buildFacility(t.db)).id;
  const facilityB = (await buildFacility(t.db)).id;
  const patientA = (await buildPatient(t.db, { facilityId: facilityA })).id;
  const driver = await as(t, "driver");
  const driverRecord = await buildDriver(t.db, { userId: driver.user.id });
  const tripA = (
    await insertTrip(t.db, {
      patientId: patientA,
      facilityId: facilityA,
      driverId: driverRecord.id,
    })
  ).id;
  const nurseA = await as(t, "nurse", { facilityId: facilityA });
  const nurseA2 = await as(t, "nurse", { facilityId: facilityA });
  const nurseB = await as(t, "nurse", { facilityId: facilityB });
  const member = await as(t, "customer");
  const member2 = await as(t, "customer");
  const outsider = await as(t, "customer");
  const workspace = await insertWorkspace(t.db, { code: workspaceCode() });
  await insertMember(t.db, workspace.id, member.user.id, "owner");
  await insertMember(t.db, workspace.id, member2.user.id, "viewer");
  return {
    facilityA,
    tripA,
    patientA,
    nurseA,
    nurseA2,
    nurseB,
    driver,
    member,
    member2,
    outsider,
    workspaceId: workspace.id,
  };
}

/** Opens a thread; answers its id. */
export async function openThread(
  t: TestApp,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await post(
    t,
    "/api/discussions",
    { title: "Room change", ...body },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { discussionId: string }).discussionId;
}

/** Posts to a thread; answers the post's id. */
export async function postTo(
  t: TestApp,
  headers: Headers,
  discussionId: string,
  body: string,
): Promise<string> {
  const res = await post(
    t,
    "/api/discussion-posts",
    { discussionId, body },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { discussionPostId: string }).discussionPostId;
}

/** A paragraph mentioning these users. */
export const mentioning = (
  ...who: { id: string; label?: string; kind?: "user" | "workspace" }[]
) =>
  `<p>Hello ${who
    .map((w) =>
      mentionHtml({
        id: w.id,
        label: w.label ?? "Someone",
        kind: w.kind ?? "user",
      }),
    )
    .join(" ")} see room 412</p>`;
