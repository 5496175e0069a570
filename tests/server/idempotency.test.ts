/**
 * Idempotency-Key on creates (issue 11): ten concurrent retries with one key make one record and all
 * answer it; the key is bound to its user, route and body; without the header nothing changes. Runs
 * on PGlite (one connection: the retries queue) and on PostgreSQL (TEST_DATABASE_URL: the retries
 * wait on the first one's claim).
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IdempotencyClaim } from "../../server/crud/idempotency";
import {
  claimKey,
  IDEMPOTENCY_MESSAGES,
  purgeExpiredKeys,
  REPLAYED_HEADER,
} from "../../server/crud/idempotency";
import type { Db } from "../../server/db/client";
import {
  activities,
  facilities,
  idempotencyKeys,
  insuranceProviders,
  trips,
} from "../../server/db/schema";
import type { Headers, Res } from "./support/api";
import { as, expectError, post } from "./support/api";
import {
  facilityBody,
  insuranceProviderBody,
} from "./support/facilityFactories";
import { userBody } from "./support/factories";
import { buildPatient, patientBody } from "./support/patientFactories";
import { buildTrip, priceAllBookingTypes } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dataadmin: Headers;
let dataadminId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await as(t, "dataadmin");
  dataadmin = signedIn.headers;
  dataadminId = signedIn.user.id;
});
afterAll(() => t.close());

const withKey = (key: string, headers = dataadmin) => ({
  ...headers,
  "idempotency-key": key,
});
const replayed = (res: Res) => res.headers[REPLAYED_HEADER.toLowerCase()];

/** The same create sent `times` times at once (no awaiting in between). */
const concurrently = (
  times: number,
  url: string,
  body: unknown,
  headers: Headers,
) =>
  Promise.all(
    Array.from({ length: times }, () =>
      t.app.inject({ method: "POST", url, headers, payload: body as never }),
    ),
  );

async function facilitiesNamed(name: string): Promise<number> {
  const [{ n }] = await t.db
    .select({ n: count() })
    .from(facilities)
    .where(eq(facilities.name, name));
  return n;
}

async function keyRows(key: string): Promise<number> {
  const [{ n }] = await t.db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return n;
}

/** All answered 201 with one body; returns the id. */
function expectOneAnswer(answers: Res[], idField: string): string {
  for (const res of answers) expect(res.statusCode, res.body).toBe(201);
  const bodies = answers.map((res) => res.json());
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  // One of them made the record; the others repeat its answer.
  expect(answers.filter((res) => replayed(res) === "true")).toHaveLength(
    answers.length - 1,
  );
  return bodies[0].data[idField] as string;
}

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
    const [claim] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(claim).toMatchObject({
      userId: dataadminId,
      route: "POST /api/facilities",
      resourceId: id,
      statusCode: 201,
    });
    expect(claim.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("make one trip with one activity", async () => {
    await priceAllBookingTypes(t.db);
    const patient = await buildPatient(t.db);
    const answers = await concurrently(
      10,
      "/api/trips",
      buildTrip({ patientId: patient.id }),
      withKey(randomUUID()),
    );
    const id = expectOneAnswer(answers, "tripId");
    const made = await t.db
      .select({ id: trips.id })
      .from(trips)
      .where(eq(trips.patientId, patient.id));
    expect(made).toEqual([{ id }]);
    const [{ n }] = await t.db
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
    const [{ n }] = await t.db
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
    const first = await post(t, "/api/patients", body, withKey(key));
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(first)).toBeUndefined();
    const again = await post(t, "/api/patients", body, withKey(key));
    expect(again.statusCode, again.body).toBe(201);
    expect(replayed(again)).toBe("true");
    expect(again.json()).toEqual(first.json());
  });

  it("a body with its keys in another order is the same request", async () => {
    const key = randomUUID();
    const body = facilityBody();
    const first = await post(t, "/api/facilities", body, withKey(key));
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post(t, "/api/facilities", reordered, withKey(key));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it("another key makes another record", async () => {
    const body = facilityBody();
    const first = await post(t, "/api/facilities", body, withKey(randomUUID()));
    const second = await post(
      t,
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
      t,
      "/api/facilities",
      facilityBody(),
      withKey(key),
    );
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    // Even with another body: the old use is forgotten.
    const body = facilityBody();
    const second = await post(t, "/api/facilities", body, withKey(key));
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
    userId: dataadminId,
    key,
    route: "POST /api/facilities",
    requestHash: "0".repeat(64),
  });

  // The path a concurrent retry takes on PostgreSQL (on PGlite the retries queue behind the first
  // transaction, and the look-up before the claim already finds it).
  it("of a key already claimed finds it taken", async () => {
    const claim = claimFor(randomUUID());
    const first = await t.db.transaction((tx: Db) => claimKey(tx, claim));
    const second = await t.db.transaction((tx: Db) => claimKey(tx, claim));
    expect([first, second]).toEqual([true, false]);
  });

  it("purges keys older than 24 hours and keeps the others", async () => {
    const old = claimFor(randomUUID());
    const recent = claimFor(randomUUID());
    await t.db.insert(idempotencyKeys).values([
      { ...old, createdAt: sql`now() - interval '25 hours'` },
      { ...recent, createdAt: sql`now() - interval '23 hours'` },
    ]);
    await purgeExpiredKeys(t.db);
    expect([await keyRows(old.key), await keyRows(recent.key)]).toEqual([0, 1]);
  });
});

describe("a key is bound to its request", () => {
  it("the same key with another body is refused with 422", async () => {
    const key = randomUUID();
    const body = facilityBody();
    await post(t, "/api/facilities", body, withKey(key));
    const changed = { ...body, city: "Columbus" };
    const res = await post(t, "/api/facilities", changed, withKey(key));
    expectError(res, 422, IDEMPOTENCY_MESSAGES.mismatch);
    expect(await facilitiesNamed(body.facilityName)).toBe(1);
  });

  it("the same key on another route is refused with 422", async () => {
    const key = randomUUID();
    await post(t, "/api/facilities", facilityBody(), withKey(key));
    const res = await post(t, "/api/patients", patientBody(), withKey(key));
    expectError(res, 422, IDEMPOTENCY_MESSAGES.mismatch);
  });

  it("concurrent creates with one key and different bodies: one made, the others refused", async () => {
    const key = randomUUID();
    const bodies = Array.from({ length: 5 }, () => facilityBody());
    const answers = await Promise.all(
      bodies.map((body) =>
        t.app.inject({
          method: "POST",
          url: "/api/facilities",
          headers: withKey(key),
          payload: body,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      201, 422, 422, 422, 422,
    ]);
    const made = await Promise.all(
      bodies.map((body) => facilitiesNamed(body.facilityName)),
    );
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("is per user: another user's same key makes their own record", async () => {
    const key = randomUUID();
    const other = (await as(t, "dataadmin")).headers;
    const body = facilityBody();
    const mine = await post(t, "/api/facilities", body, withKey(key));
    const theirs = await post(t, "/api/facilities", body, withKey(key, other));
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(replayed(theirs)).toBeUndefined();
    expect(theirs.json().data.facilityId).not.toBe(mine.json().data.facilityId);
    expect(await keyRows(key)).toBe(2);
  });

  it("a create that failed leaves its key free", async () => {
    const key = randomUUID();
    const taken = userBody();
    expect((await post(t, "/api/users", taken, dataadmin)).statusCode).toBe(
      201,
    );
    // The unique email fails inside the transaction, after the claim: the claim goes with it.
    const clash = await post(
      t,
      "/api/users",
      userBody({ email: taken.email }),
      withKey(key),
    );
    expect(clash.statusCode, clash.body).toBe(409);
    expect(await keyRows(key)).toBe(0);
    const retry = await post(t, "/api/users", userBody(), withKey(key));
    expect(retry.statusCode, retry.body).toBe(201);
    expect(replayed(retry)).toBeUndefined();
  });
});

describe("the header", () => {
  it.each([
    ["empty", ""],
    ["with a space", "one two"],
    ["256 characters long", "k".repeat(256)],
  ])("is refused when %s", async (_what, key) => {
    const body = facilityBody();
    const res = await post(t, "/api/facilities", body, withKey(key));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain(IDEMPOTENCY_MESSAGES.invalid);
    expect(await facilitiesNamed(body.facilityName)).toBe(0);
  });

  it("of 255 visible characters is accepted", async () => {
    const key = `${"~!".repeat(127)}Z`;
    const res = await post(t, "/api/facilities", facilityBody(), withKey(key));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("left out, creates as before: the same body twice makes two records", async () => {
    const body = facilityBody();
    const first = await post(t, "/api/facilities", body, dataadmin);
    const second = await post(t, "/api/facilities", body, dataadmin);
    for (const res of [first, second]) {
      expect(res.statusCode, res.body).toBe(201);
      expect(replayed(res)).toBeUndefined();
    }
    expect(await facilitiesNamed(body.facilityName)).toBe(2);
  });

  it("is documented in the OpenAPI document", async () => {
    const admin = (await as(t, "systemadmin")).headers;
    const res = await t.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: admin,
    });
    const doc = res.json();
    const parameters = doc.paths["/api/facilities"].post.parameters as {
      in: string;
      name: string;
    }[];
    expect(parameters).toContainEqual(
      expect.objectContaining({ in: "header", name: "idempotency-key" }),
    );
  });
});
