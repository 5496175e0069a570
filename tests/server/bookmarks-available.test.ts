/**
 * Bookmarks listed as unavailable (issue 25, §7): a bookmark of a record the user can no longer see
 * (a trip moved to another facility, a workspace left), or of a record that no longer exists — for
 * every user, unrestricted ones (system administrators) included — is listed with
 * `available: false`, never dropped and never opened.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  facilities,
  patients,
  trips,
  workspaceMembers,
} from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, get, search } from "./support/api";
import { appWorld } from "./support/appWorld";
import { bookmarkAs, bookmarkWorld, LOOK_UP } from "./support/bookmarkWorld";
import { buildFacility } from "./support/factories";
import { buildPatient } from "./support/patientFactories";
import { insertTrip } from "./support/tripFactories";
import { insertMember } from "./support/workspaceFactories";

const w = appWorld(bookmarkWorld);
const lookUp = LOOK_UP;
const bookmark = (headers: Headers, body: Record<string, unknown>) =>
  bookmarkAs(w.t, headers, body);

describe("unavailable bookmarks", () => {
  it("a bookmark of a record the user lost is listed as unavailable", async () => {
    const nurse = await as(w.t, "nurse", { facilityId: w.facilityA });
    const trip = (
      await insertTrip(w.t.db, {
        patientId: w.patientA,
        facilityId: w.facilityA,
      })
    ).id;
    await bookmark(nurse.headers, {
      name: "Moving trip",
      modelType: "trip",
      modelId: trip,
    });
    // The owner's bookmark of the same workspace, which they keep seeing.
    await bookmark(w.member.headers, {
      name: "Our workspace",
      modelType: "workspace",
      modelId: w.workspace.id,
    });
    const member = await as(w.t, "customer");
    await insertMember(w.t.db, w.workspace.id, member.user.id, "viewer");
    await bookmark(member.headers, {
      name: "Left workspace",
      modelType: "workspace",
      modelId: w.workspace.id,
    });

    // The trip moves to another facility; the member leaves the workspace.
    await w.t.db
      .update(trips)
      .set({ facilityId: w.facilityB })
      .where(eq(trips.id, trip));
    await w.t.db
      .delete(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, w.workspace.id),
          eq(workspaceMembers.userId, member.user.id),
        ),
      );

    const nurses = await search(w.t, "/bookmarks", nurse.headers, lookUp);
    expect(nurses.data).toEqual([
      expect.objectContaining({ name: "Moving trip", available: false }),
    ]);
    const members = await search(w.t, "/bookmarks", member.headers, lookUp);
    expect(members.data).toEqual([
      expect.objectContaining({ name: "Left workspace", available: false }),
    ]);
    // The owner still sees theirs.
    const owner = await search(w.t, "/bookmarks", w.member.headers, lookUp);
    expect(owner.data[0]).toMatchObject({ available: true });
  });

  it("a bookmark of a record that no longer exists is unavailable to everyone, unrestricted users too", async () => {
    const admin = await as(w.t, "systemadmin");
    const nurse = await as(w.t, "nurse", { facilityId: w.facilityA });
    const gone = await buildFacility(w.t.db);
    const patient = (await buildPatient(w.t.db, { facilityId: w.facilityA }))
      .id;
    const kept = await bookmark(admin.headers, {
      name: "Kept",
      modelType: "patient",
      modelId: w.patientA,
    });
    const removed = await bookmark(admin.headers, {
      name: "Gone facility",
      modelType: "facility",
      modelId: gone.id,
    });
    const nurses = await bookmark(nurse.headers, {
      name: "Gone patient",
      modelType: "patient",
      modelId: patient,
    });
    await w.t.db.delete(facilities).where(eq(facilities.id, gone.id));
    await w.t.db.delete(patients).where(eq(patients.id, patient));

    const page = await search(w.t, "/bookmarks", admin.headers, lookUp);
    expect(page.data.map((r) => [r.bookmarkId, r.available])).toEqual([
      [removed, false],
      [kept, true],
    ]);
    const one = await get(w.t, `/api/bookmarks/${removed}`, admin.headers);
    expect(one.json().data).toMatchObject({ available: false });
    const theirs = await search(w.t, "/bookmarks", nurse.headers, lookUp);
    expect(theirs.data).toEqual([
      expect.objectContaining({ bookmarkId: nurses, available: false }),
    ]);
  });
});
