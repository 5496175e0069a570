/**
 * Idempotency-Key on creates (issue 11): ten concurrent retries with one key make one record and all
 * answer it; a retry after the first has finished is replayed; the claim. Binding the key to its
 * user, route and body, and the header itself, are in idempotency-binding.test.ts. Runs on PGlite
 * (one connection: the retries queue) and on PostgreSQL (TEST_DATABASE_URL: the retries wait on the
 * first one's claim).
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { IdempotencyClaim } from "../../server/crud/idempotency";
import { claimKey, purgeExpiredKeys } from "../../server/crud/idempotency";
import type { Db } from "../../server/db/client";
import {
  activities,
  idempotencyKeys,
  insuranceProviders,
  trips,
} from "../../server/db/schema";
import { post } from "./support/api";
import {
  facilityBody,
  insuranceProviderBody,
} from "./support/facilityFactories";
import { buildPatient, patientBody } from "./support/patientFactories";
import { buildTrip, priceAllBookingTypes } from "./support/tripFactories";
import { idempotencyWorld } from "./support/idempotencyWorld";

const {
  w,
  withKey,
  replayed,
  concurrently,
  facilitiesNamed,
  keyRows,
  expectOneAnswer,
} = idempotencyWorld();

describe("ten concurrent creates with one Idempotency-Key", () => {
  it("make one facility, and all ten answer it", async () => {
    const key = randomUUID();
    const body = facilityBody();
    const answers = await concurrently(
      10,
      "/api/facilities",
      body,
      withKey(key),
    );
    const id = expectOneAnswer(answers, "facilityId");
    expect(answers[0].json().message).toBe("New Facility added.");
    expect(await facilitiesNamed(body.facilityName)).toBe(1);
    const [claim] = await w.t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(claim).toMatchObject({
      userId: w.dataadminId,
      route: "POST /api/facilities",
      resourceId: id,
      statusCode: 201,
    });
    expect(claim.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("make one trip with one activity", async () => {
    await priceAllBookingTypes(w.t.db);
    const patient = await buildPatient(w.t.db);
    const answers = await concurrently(
      10,
      "/api/trips",
      buildTrip({ patientId: patient.id }),
      withKey(randomUUID()),
    );
    const id = expectOneAnswer(answers, "tripId");
    const made = await w.t.db
      .select({ id: trips.id })
      .from(trips)
      .where(eq(trips.patientId, patient.id));
    expect(made).toEqual([{ id }]);
    const [{ n }] = await w.t.db
      .select({ n: count() })
      .from(activities)
      .where(and(eq(activities.modelId, id), eq(activities.action, "created")));
    expect(n).toBe(1);
  });

  it("make one insurance provider, though its duplicate-name check runs before the transaction", async () => {
    const body = insuranceProviderBody();
    const answers = await concurrently(
      10,
      "/api/insurance-providers",
      body,
      withKey(randomUUID()),
    );
    expectOneAnswer(answers, "insuranceProviderId");
    const [{ n }] = await w.t.db
      .select({ n: count() })
      .from(insuranceProviders)
      .where(eq(insuranceProviders.name, body.name));
    expect(n).toBe(1);
  });
});

describe("a retry after the first create has finished", () => {
  it("answers the same record with Idempotent-Replayed", async () => {
    const key = randomUUID();
    const body = patientBody();
    const first = await post(w.t, "/api/patients", body, withKey(key));
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(first)).toBeUndefined();
    const again = await post(w.t, "/api/patients", body, withKey(key));
    expect(again.statusCode, again.body).toBe(201);
    expect(replayed(again)).toBe("true");
    expect(again.json()).toEqual(first.json());
  });

  it("a body with its keys in another order is the same request", async () => {
    const key = randomUUID();
    const body = facilityBody();
    const first = await post(w.t, "/api/facilities", body, withKey(key));
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post(w.t, "/api/facilities", reordered, withKey(key));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it("another key makes another record", async () => {
    const body = facilityBody();
    const first = await post(
      w.t,
      "/api/facilities",
      body,
      withKey(randomUUID()),
    );
    const second = await post(
      w.t,
      "/api/facilities",
      body,
      withKey(randomUUID()),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(replayed(second)).toBeUndefined();
    expect(second.json().data.facilityId).not.toBe(
      first.json().data.facilityId,
    );
    expect(await facilitiesNamed(body.facilityName)).toBe(2);
  });

  it("a key older than 24 hours may be used again", async () => {
    const key = randomUUID();
    const first = await post(
      w.t,
      "/api/facilities",
      facilityBody(),
      withKey(key),
    );
    await w.t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    // Even with another body: the old use is forgotten.
    const body = facilityBody();
    const second = await post(w.t, "/api/facilities", body, withKey(key));
    expect(second.statusCode, second.body).toBe(201);
    expect(replayed(second)).toBeUndefined();
    expect(second.json().data.facilityId).not.toBe(
      first.json().data.facilityId,
    );
    expect(await keyRows(key)).toBe(1);
  });
});

describe("the claim", () => {
  const claimFor = (key: string): IdempotencyClaim => ({
    userId: w.dataadminId,
    key,
    route: "POST /api/facilities",
    requestHash: "0".repeat(64),
  });

  // The path a concurrent retry takes on PostgreSQL (on PGlite the retries queue behind the first
  // transaction, and the look-up before the claim already finds it).
  it("of a key already claimed finds it taken", async () => {
    const claim = claimFor(randomUUID());
    const first = await w.t.db.transaction((tx: Db) => claimKey(tx, claim));
    const second = await w.t.db.transaction((tx: Db) => claimKey(tx, claim));
    expect([first, second]).toEqual([true, false]);
  });

  it("purges keys older than 24 hours and keeps the others", async () => {
    const old = claimFor(randomUUID());
    const recent = claimFor(randomUUID());
    await w.t.db.insert(idempotencyKeys).values([
      { ...old, createdAt: sql`now() - interval '25 hours'` },
      { ...recent, createdAt: sql`now() - interval '23 hours'` },
    ]);
    await purgeExpiredKeys(w.t.db);
    expect([await keyRows(old.key), await keyRows(recent.key)]).toEqual([0, 1]);
  });
});
