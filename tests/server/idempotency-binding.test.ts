/**
 * Idempotency-Key on creates (issue 11): a key is bound to its user, route and body, a failed
 * create leaves it free, and the header itself (its forms, left out, documented). Concurrent
 * retries, replays and the claim are in idempotency.test.ts.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_MESSAGES } from "../../server/crud/idempotency";
import { as, expectError, post } from "./support/api";
import { facilityBody } from "./support/facilityFactories";
import { userBody } from "./support/factories";
import { patientBody } from "./support/patientFactories";
import { idempotencyWorld } from "./support/idempotencyWorld";

const { w, withKey, replayed, facilitiesNamed, keyRows } = idempotencyWorld();

describe("a key is bound to its request", () => {
  it("the same key with another body is refused with 422", async () => {
    const key = randomUUID();
    const body = facilityBody();
    await post(w.t, "/api/facilities", body, withKey(key));
    const changed = { ...body, city: "Columbus" };
    const res = await post(w.t, "/api/facilities", changed, withKey(key));
    expectError(res, 422, IDEMPOTENCY_MESSAGES.mismatch);
    expect(await facilitiesNamed(body.facilityName)).toBe(1);
  });

  it("the same key on another route is refused with 422", async () => {
    const key = randomUUID();
    await post(w.t, "/api/facilities", facilityBody(), withKey(key));
    const res = await post(w.t, "/api/patients", patientBody(), withKey(key));
    expectError(res, 422, IDEMPOTENCY_MESSAGES.mismatch);
  });

  it("concurrent creates with one key and different bodies: one made, the others refused", async () => {
    const key = randomUUID();
    const bodies = Array.from({ length: 5 }, () => facilityBody());
    const answers = await Promise.all(
      bodies.map((body) =>
        w.t.app.inject({
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
    const other = (await as(w.t, "dataadmin")).headers;
    const body = facilityBody();
    const mine = await post(w.t, "/api/facilities", body, withKey(key));
    const theirs = await post(
      w.t,
      "/api/facilities",
      body,
      withKey(key, other),
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(replayed(theirs)).toBeUndefined();
    expect(theirs.json().data.facilityId).not.toBe(mine.json().data.facilityId);
    expect(await keyRows(key)).toBe(2);
  });

  it("a create that failed leaves its key free", async () => {
    const key = randomUUID();
    const taken = userBody();
    expect((await post(w.t, "/api/users", taken, w.dataadmin)).statusCode).toBe(
      201,
    );
    // The unique email fails inside the transaction, after the claim: the claim goes with it.
    const clash = await post(
      w.t,
      "/api/users",
      userBody({ email: taken.email }),
      withKey(key),
    );
    expect(clash.statusCode, clash.body).toBe(409);
    expect(await keyRows(key)).toBe(0);
    const retry = await post(w.t, "/api/users", userBody(), withKey(key));
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
    const res = await post(w.t, "/api/facilities", body, withKey(key));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain(IDEMPOTENCY_MESSAGES.invalid);
    expect(await facilitiesNamed(body.facilityName)).toBe(0);
  });

  it("of 255 visible characters is accepted", async () => {
    const key = `${"~!".repeat(127)}Z`;
    const res = await post(
      w.t,
      "/api/facilities",
      facilityBody(),
      withKey(key),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it("left out, creates as before: the same body twice makes two records", async () => {
    const body = facilityBody();
    const first = await post(w.t, "/api/facilities", body, w.dataadmin);
    const second = await post(w.t, "/api/facilities", body, w.dataadmin);
    for (const res of [first, second]) {
      expect(res.statusCode, res.body).toBe(201);
      expect(replayed(res)).toBeUndefined();
    }
    expect(await facilitiesNamed(body.facilityName)).toBe(2);
  });

  it("is documented in the OpenAPI document", async () => {
    const admin = (await as(w.t, "systemadmin")).headers;
    const res = await w.t.app.inject({
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
