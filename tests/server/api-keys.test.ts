/**
 * API keys (issue 28): a key acts as its service user with that role's privileges and scoping and
 * no more; a revoked, expired or otherwise unusable key answers 401; the key is answered once and
 * never stored or shown again in clear; every call with a known key is in the organisation's
 * append-only record; the account routes refuse keys.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_PREFIX, SERVICE_MESSAGES } from "../../domain/schemas/service";
import { hashToken } from "../../server/auth/secrets";
import {
  activities,
  apiKeyCalls,
  apiKeys,
  serviceOrganizations,
  users,
} from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, call, expectError, get, post } from "./support/api";
import { buildFacility } from "./support/factories";
import { mailsTo } from "./support/mail";
import {
  buildServiceOrganization,
  buildServiceUser,
  insertKey,
  issueKey,
  keyHeaders,
} from "./support/serviceFactories";
import { insertTrip, priceAllBookingTypes } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
let orgId: string;
let facilityA: string;
let facilityB: string;

const callsOf = async (organizationId: string, body = {}) => {
  const res = await post(
    t,
    `/api/service-organizations/${organizationId}/calls/search`,
    body,
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { method: string; path: string; status: number; apiKeyId: string }[];
    total: number;
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
  orgId = (await buildServiceOrganization(t.db)).id;
  await priceAllBookingTypes(t.db);
  facilityA = (await buildFacility(t.db)).id;
  facilityB = (await buildFacility(t.db)).id;
});
afterAll(() => t.close());

describe("issuing a key", () => {
  it("answers the key once; only its hash is stored and no later answer shows it", async () => {
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: orgId,
      role: "dataadmin",
    });
    const { key, apiKeyId, res } = await issueKey(t, admin, owner.id, {
      name: "Production",
      expiresInDays: 30,
    });
    expect(res.json().message).toBe("New API Key added.");
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.length).toBeGreaterThanOrEqual(API_KEY_PREFIX.length + 43);
    const data = res.json().data;
    expect(data.prefix).toBe(key.slice(0, API_KEY_PREFIX.length + 4));
    expect(data.status).toBe("active");
    const days = (Date.parse(data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Stored: the hash, never the key, in any column of any row.
    const [stored] = await t.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, apiKeyId));
    expect(stored.keyHash).toBe(hashToken(key));
    expect(JSON.stringify(stored)).not.toContain(
      key.slice(API_KEY_PREFIX.length + 4),
    );
    const logged = await t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, apiKeyId));
    expect(logged.map((a) => a.action)).toEqual(["created"]);
    expect(JSON.stringify(logged)).not.toContain(stored.keyHash);
    expect(JSON.stringify(logged)).not.toContain(key);

    // Never shown again: not by id, not in a search, not in an export.
    const secret = key.slice(API_KEY_PREFIX.length + 4);
    const one = await get(t, `/api/api-keys/${apiKeyId}`, admin);
    expect(one.statusCode).toBe(200);
    const found = await post(
      t,
      "/api/api-keys/search",
      { additionalStringFilters: { serviceUserId: owner.id } },
      admin,
    );
    const exported = await post(t, "/api/api-keys/export", {}, admin);
    for (const answer of [one, found, exported]) {
      expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toContain(stored.keyHash);
    }
    expect(found.json().data).toHaveLength(1);
  });

  it("is refused to anyone but an administrator, and checks its input", async () => {
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: orgId,
      role: "dataadmin",
    });
    const url = `/api/service-users/${owner.id}/api-keys`;
    expectError(await post(t, url, { name: "x" }), 401);
    for (const role of ["dataadmin", "facilityadmin", "nurse"] as const) {
      const res = await post(
        t,
        url,
        { name: "x" },
        (await as(t, role)).headers,
      );
      expect(res.statusCode, role).toBe(403);
    }
    const bad = await post(t, url, { name: "x", expiresInDays: 0 }, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { field: "expiresInDays", message: SERVICE_MESSAGES.expiry },
    ]);
    const tooLong = await post(
      t,
      url,
      { name: "x", expiresInDays: 731 },
      admin,
    );
    expect(tooLong.statusCode).toBe(422);
    expect((await post(t, url, { name: " " }, admin)).statusCode).toBe(422);
    // A person's account is not a service user.
    const person = (await as(t, "dataadmin")).user;
    const notService = await post(
      t,
      `/api/service-users/${person.id}/api-keys`,
      { name: "x" },
      admin,
    );
    expect(notService.statusCode).toBe(404);
    expect(
      (await post(t, "/api/service-users/nope/api-keys", { name: "x" }, admin))
        .statusCode,
    ).toBe(404);
    const inactive = await buildServiceUser(t.db, {
      serviceOrganizationId: orgId,
      role: "dataadmin",
      active: false,
    });
    expectError(
      await post(
        t,
        `/api/service-users/${inactive.id}/api-keys`,
        { name: "x" },
        admin,
      ),
      422,
      SERVICE_MESSAGES.keyForInactiveUser,
    );
    const keys = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(eq(apiKeys.serviceUserId, owner.id));
    expect(keys[0].n).toBe(0);
  });
});

describe("a key acts as its service user", () => {
  it("with its role's privileges and no more", async () => {
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: orgId,
      role: "dataadmin",
    });
    const { key } = await issueKey(t, admin, owner.id);
    const h = keyHeaders(key);
    const me = await get(t, "/api/auth/user", h);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.userId).toBe(owner.id);
    expect((await post(t, "/api/patients/search", {}, h)).statusCode).toBe(200);
    expect((await post(t, "/api/drivers/search", {}, h)).statusCode).toBe(200);
    // Not an administrator's: features, services, the outbox, activities.
    for (const url of [
      "/api/features/search",
      "/api/service-organizations/search",
      "/api/emails/search",
    ])
      expect((await post(t, url, {}, h)).statusCode, url).toBe(403);
    // A person's X-User-Id of someone else is refused as for a session.
    const other = (await as(t, "dataadmin")).user;
    const claimed = await post(
      t,
      "/api/patients/search",
      {},
      {
        ...h,
        "x-user-id": other.id,
      },
    );
    expect(claimed.statusCode).toBe(401);
  });

  it("with its facility's scope: a nurse key sees only its facility's trips", async () => {
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: orgId,
      role: "nurse",
      facilityId: facilityA,
    });
    const { key } = await issueKey(t, admin, owner.id);
    const tripA = await insertTrip(t.db, { facilityId: facilityA });
    const tripB = await insertTrip(t.db, { facilityId: facilityB });
    const h = keyHeaders(key);
    const found = await post(t, "/api/trips/search", { pageSize: 100 }, h);
    expect(found.statusCode, found.body).toBe(200);
    const ids = found.json().data.map((r: { tripId: string }) => r.tripId);
    expect(ids).toContain(tripA.id);
    expect(ids).not.toContain(tripB.id);
    expect((await get(t, `/api/trips/${tripA.id}`, h)).statusCode).toBe(200);
    expect((await get(t, `/api/trips/${tripB.id}`, h)).statusCode).toBe(404);
  });

  it("never on the routes that manage an account", async () => {
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: orgId,
      role: "dataadmin",
    });
    const h = keyHeaders((await issueKey(t, admin, owner.id)).key);
    for (const [method, url, payload] of [
      ["DELETE", "/api/auth/sessions", undefined],
      ["GET", "/api/auth/sessions", undefined],
      [
        "POST",
        "/api/auth/password",
        { currentPassword: "x", newPassword: "y" },
      ],
      ["POST", "/api/auth/totp/enrolment", {}],
    ] as const) {
      const res = await call(t, method, url, { headers: h, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe(SERVICE_MESSAGES.accountRoute);
    }
  });
});

describe("an unusable key answers 401", () => {
  it("revoked (at once, with the same message as an unknown key)", async () => {
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: orgId,
      role: "dataadmin",
    });
    const { key, apiKeyId } = await issueKey(t, admin, owner.id);
    const h = keyHeaders(key);
    expect((await post(t, "/api/patients/search", {}, h)).statusCode).toBe(200);
    const revoked = await post(
      t,
      `/api/api-keys/${apiKeyId}/revoke`,
      {},
      admin,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe("API Key revoked.");
    expect(revoked.json().data.status).toBe("revoked");
    expectError(
      await post(t, "/api/patients/search", {}, h),
      401,
      SERVICE_MESSAGES.keyRefused,
    );
    expectError(
      await post(t, `/api/api-keys/${apiKeyId}/revoke`, {}, admin),
      409,
      SERVICE_MESSAGES.keyRevoked,
    );
    const unknown = `${API_KEY_PREFIX}${"A".repeat(43)}`;
    expectError(
      await post(t, "/api/patients/search", {}, keyHeaders(unknown)),
      401,
    );
  });

  it("expired, of an inactive user, or of an inactive organisation", async () => {
    const org = await buildServiceOrganization(t.db);
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: org.id,
      role: "dataadmin",
    });
    const expired = await insertKey(t.db, owner, {
      expiresAt: new Date(Date.now() - 1000),
    });
    expectError(
      await post(t, "/api/patients/search", {}, keyHeaders(expired.key)),
      401,
      SERVICE_MESSAGES.keyRefused,
    );
    const live = await insertKey(t.db, owner);
    const h = keyHeaders(live.key);
    expect((await post(t, "/api/patients/search", {}, h)).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, owner.id));
    expect((await post(t, "/api/patients/search", {}, h)).statusCode).toBe(401);
    await t.db
      .update(users)
      .set({ active: true })
      .where(eq(users.id, owner.id));
    await t.db
      .update(serviceOrganizations)
      .set({ active: false })
      .where(eq(serviceOrganizations.id, org.id));
    expect((await post(t, "/api/patients/search", {}, h)).statusCode).toBe(401);
  });
});

describe("the call record", () => {
  it("records every call with a known key, refused ones too, and keeps the last use", async () => {
    const org = await buildServiceOrganization(t.db);
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: org.id,
      role: "dataadmin",
    });
    const { key, apiKeyId } = await issueKey(t, admin, owner.id);
    const h = keyHeaders(key);
    await post(t, "/api/patients/search?x=1", {}, h);
    await post(t, "/api/features/search", {}, h);
    await post(t, `/api/api-keys/${apiKeyId}/revoke`, {}, admin);
    await post(t, "/api/patients/search", {}, h);
    const record = await callsOf(org.id);
    expect(record.total).toBe(3);
    expect(
      record.data.map((c) => [c.method, c.path, c.status, c.apiKeyId]),
    ).toEqual([
      ["POST", "/api/patients/search", 401, apiKeyId],
      ["POST", "/api/features/search", 403, apiKeyId],
      ["POST", "/api/patients/search", 200, apiKeyId],
    ]);
    expect((await callsOf(org.id, { outcome: "error" })).total).toBe(2);
    expect(
      (await callsOf(org.id, { pageSize: 1, pageNumber: 2 })).data,
    ).toEqual([expect.objectContaining({ status: 403 })]);
    const [used] = await t.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, apiKeyId));
    expect(used.lastUsedAt).not.toBeNull();
    expect(used.lastUsedAddress).toBe("127.0.0.1");
    // Append-only, whoever asks.
    await expect(
      t.db
        .update(apiKeyCalls)
        .set({ status: 200 })
        .where(eq(apiKeyCalls.apiKeyId, apiKeyId)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(apiKeyCalls).where(eq(apiKeyCalls.apiKeyId, apiKeyId)),
    ).rejects.toThrow();
    expect((await callsOf(org.id)).total).toBe(3);
  });

  it("is for administrators only, of an organisation that exists", async () => {
    const url = `/api/service-organizations/${orgId}/calls/search`;
    expectError(await post(t, url, {}), 401);
    expect(
      (await post(t, url, {}, (await as(t, "dataadmin")).headers)).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          t,
          "/api/service-organizations/00000000-0000-4000-8000-000000000000/calls/search",
          {},
          admin,
        )
      ).statusCode,
    ).toBe(404);
    expect((await post(t, url, { pageSize: 1000 }, admin)).statusCode).toBe(
      422,
    );
  });
});

describe("a service user never signs in", () => {
  it("has no password and is sent no reset link", async () => {
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: orgId,
      role: "dataadmin",
    });
    const signIn = await post(t, "/api/auth/sessions", {
      email: owner.email,
      password: "anything-at-all-12",
    });
    expect(signIn.statusCode).toBe(401);
    const forgot = await post(t, "/api/auth/forgot-password", {
      email: owner.email,
    });
    expect(forgot.statusCode).toBe(202);
    expect(mailsTo(t, owner.email)).toEqual([]);
  });
});
