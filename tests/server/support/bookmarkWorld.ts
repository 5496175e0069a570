/**
 * Bookmarks for the API tests (issue 25): two facilities with a patient and a trip each, two nurses
 * of facility A, a workspace with its owner; the §9 look-up body and a helper that bookmarks
 * through the call itself.
 */
import { expect } from "vitest";
import type { Headers } from "./api";
import { as, post } from "./api";
import { buildFacility } from "./factories";
import { buildPatient } from "./patientFactories";
import type { TestApp } from "./testApp";
import { insertTrip, priceAllBookingTypes } from "./tripFactories";
import {
  enableWorkspaces,
  insertMember,
  insertWorkspace,
  workspaceCode,
} from "./workspaceFactories";

export async function bookmarkWorld(t: TestApp) {
  await enableWorkspaces(t.db);
  await priceAllBookingTypes(t.db);
  const facilityA = (await buildFacility(t.db)).id;
  const facilityB = (await buildFacility(t.db)).id;
  const patientA = (await buildPatient(t.db, { facilityId: facilityA })).id;
  const patientB = (await buildPatient(t.db, { facilityId: facilityB })).id;
  const tripA = (
    await insertTrip(t.db, { patientId: patientA, facilityId: facilityA })
  ).id;
  const tripB = (
    await insertTrip(t.db, { patientId: patientB, facilityId: facilityB })
  ).id;
  const nurse = await as(t, "nurse", { facilityId: facilityA });
  const other = await as(t, "nurse", { facilityId: facilityA });
  const member = await as(t, "customer");
  const workspace = await insertWorkspace(t.db, { code: workspaceCode() });
  await insertMember(t.db, workspace.id, member.user.id, "owner");
  return {
    facilityA,
    facilityB,
    patientA,
    tripA,
    tripB,
    nurse,
    other,
    member,
    workspace,
  };
}

/** The bookmarks page's look-up (§9): page 1 of 1000, by name. */
export const LOOK_UP = {
  pageNumber: 1,
  pageSize: 1000,
  sortBy: "name",
  sortDescending: false,
};

/** Bookmarks a record; answers the bookmark's id. */
export async function bookmarkAs(
  t: TestApp,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await post(t, "/api/bookmarks", body, headers);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { bookmarkId: string }).bookmarkId;
}
