/**
 * The demo seed: it fills an empty database once, its accounts sign in, and the reference data
 * (feature toggles) is added on every start. The transport data it writes is checked in
 * seed-transport.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiKeys,
  facilities,
  features,
  serviceOrganizations,
  trips,
  users,
} from "../../server/db/schema";
import { eq } from "drizzle-orm";
import { FEATURE_CODES, FEATURES } from "../../domain/features";
import { TRIP_STATUSES } from "../../domain/schemas/trip";
import { ensureReferenceData, seed } from "../../server/db/seed";
import { post } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const snapshot = async () => ({
  // People: the service users of the demo organisations are checked on their own below.
  users: (await t.db.select().from(users))
    .filter((u) => u.serviceOrganizationId === null)
    .sort((a, b) => a.email.localeCompare(b.email)),
  services: await t.db.select().from(serviceOrganizations),
  keys: await t.db.select().from(apiKeys),
  facilities: (await t.db.select().from(facilities)).sort((a, b) =>
    a.name.localeCompare(b.name),
  ),
  features: (await t.db.select().from(features)).sort((a, b) =>
    a.code.localeCompare(b.code),
  ),
});

// 23:16 UTC, 6:16 pm in Columbus, after the day's last random pick-up: a CI run seeding at this hour
// once found no trip running late. The other seed tests seed at the hour they run.
const EVENING = new Date("2026-11-27T23:16:00Z");

describe("the demo seed", () => {
  it("fills an empty database once (at any hour, every trip status); a second run changes nothing", async () => {
    expect(await seed(t.db, EVENING)).toBe(true);
    const first = await snapshot();

    const tripRows = await t.db.select().from(trips);
    expect(new Set(tripRows.map((r) => r.tripStatus))).toEqual(
      new Set(TRIP_STATUSES),
    );
    for (const r of tripRows.filter((r) => r.tripStatus === "delayed")) {
      expect(r.delayReason).toMatch(/\S/);
      expect(r.driverId).toMatch(/^[0-9a-f-]{36}$/);
    }
    for (const r of tripRows)
      for (const stamp of [r.confirmedAt, r.tripStartedAt, r.tripEndedAt])
        if (stamp)
          expect(stamp.getTime()).toBeLessThanOrEqual(EVENING.getTime());

    expect(first.facilities.map((f) => [f.name, f.facilityType])).toEqual([
      ["Hillcrest Community Clinic", "community"],
      ["Riverside Care Home", "facility"],
      ["St. Vincent Regional Hospital", "hospital"],
    ]);
    const riverside = first.facilities.find(
      (f) => f.name === "Riverside Care Home",
    )!;

    expect(first.users.map((u) => [u.email, u.roles, u.facilityId])).toEqual([
      ["customer@example.com", ["customer"], null],
      ["dataadmin@example.com", ["dataadmin"], null],
      ["driver@example.com", ["driver"], null],
      ["facilityadmin@example.com", ["facilityadmin"], riverside.id],
      ["nurse@example.com", ["nurse"], riverside.id],
      ["systemadmin@example.com", ["systemadmin"], null],
    ]);
    for (const u of first.users) {
      expect(u).toMatchObject({ active: true, requirePasswordReset: false });
      expect(u.emailVerifiedAt).toBeInstanceOf(Date);
    }

    // Service organisations (issue 28): three, two with a service user, keys stored as hashes only.
    expect(first.services.map((o) => o.kind).sort()).toEqual([
      "broker",
      "clearinghouse",
      "hospital",
    ]);
    const serviceUsers = (await t.db.select().from(users)).filter(
      (u) => u.serviceOrganizationId !== null,
    );
    expect(serviceUsers.map((u) => [u.roles, u.passwordHash])).toEqual(
      expect.arrayContaining([
        [["dataadmin"], null],
        [["nurse"], null],
      ]),
    );
    expect(serviceUsers).toHaveLength(2);
    expect(first.keys.map((k) => k.keyHash)).toEqual(
      first.keys.map(() => expect.stringMatching(/^[0-9a-f]{64}$/)),
    );
    expect(first.keys.filter((k) => k.revokedAt)).toHaveLength(1);

    expect(first.features.map((f) => [f.code, f.active])).toEqual([
      ["feature-analytics", true],
      ["feature-classification-banner", false],
      ["feature-discussions", true],
      ["feature-documents", true],
      ["feature-knowledge-management", true],
      ["feature-knowledge-management-search", true],
      ["feature-workspaces", true],
    ]);

    expect(await seed(t.db)).toBe(false);
    expect(await snapshot()).toEqual(first);
    // The whole demo is seeded here: some seconds, a minute on a busy machine (as demoWorld allows).
  }, 120_000);

  // Slow (about 2 s): seeds the demo data (hashing its passwords) and signs in six times (argon2).
  it("every demo account signs in with ChangeMe-2026!", async () => {
    await seed(t.db);
    const roles = [
      "systemadmin",
      "dataadmin",
      "facilityadmin",
      "nurse",
      "driver",
      "customer",
    ];
    for (const role of roles) {
      const res = await post(t, "/api/auth/sessions", {
        email: `${role}@example.com`,
        password: "ChangeMe-2026!",
      });
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data.user.roles).toEqual([{ roleCode: role }]);
    }
    const wrong = await post(t, "/api/auth/sessions", {
      email: "nurse@example.com",
      password: "changeme-2026!",
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe("reference data (every start, SEED=none included)", () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await buildTestApp();
  });
  afterAll(() => empty.close());

  it("adds the seven toggles without accounts, and never undoes an administrator's choice", async () => {
    await ensureReferenceData(empty.db);
    const codes = await empty.db.select().from(features);
    expect(codes.map((f) => f.code).sort()).toEqual([...FEATURE_CODES].sort());
    expect(await empty.db.select().from(users)).toEqual([]);
    expect(await empty.db.select().from(facilities)).toEqual([]);

    await empty.db
      .update(features)
      .set({ active: false })
      .where(eq(features.code, FEATURES.analytics));
    await empty.db
      .delete(features)
      .where(eq(features.code, FEATURES.workspaces));
    await ensureReferenceData(empty.db);
    const after = new Map(
      (await empty.db.select().from(features)).map((f) => [f.code, f.active]),
    );
    expect(after.get(FEATURES.analytics)).toBe(false); // kept as the administrator set it
    expect(after.get(FEATURES.workspaces)).toBe(true); // restored with its default
    expect(after.size).toBe(7);
  });
});
