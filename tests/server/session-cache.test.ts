/**
 * The session cache (server/auth/sessionCache.ts, SESSION_CACHE_MS): a looked-up session is reused
 * (through refused writes too, which change nothing), and any change to sessions or users ends that
 * at once — a sign-out through this process, a change straight in the database, a change through
 * another process on the same PostgreSQL.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { openPostgres } from "../../server/db/client";
import {
  apiKeys,
  serviceOrganizations,
  sessions,
  users,
} from "../../server/db/schema";
import { as, call, get } from "./support/api";
import {
  buildServiceOrganization,
  buildServiceUser,
  insertKey,
  issueKey,
  keyHeaders,
} from "./support/serviceFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const CACHED = { SESSION_CACHE_MS: "60000" };

/** The status of the current-user call, asked until it is `want` or a second has passed. */
async function settlesTo(
  ask: () => Promise<number>,
  want: number,
): Promise<number> {
  const until = Date.now() + 1000;
  let status = await ask();
  while (status !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    status = await ask();
  }
  return status;
}

describe("session cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(CACHED);
  });
  afterAll(() => t.close());
  const me = async (headers: Record<string, string>) =>
    (await get(t, "/api/auth/user", headers)).statusCode;
  /** Revokes the user's sessions with the triggers off: no notification tells the cache. */
  async function revokeUnannounced(userId: string) {
    await t.db.execute(sql`alter table sessions disable trigger user`);
    try {
      await t.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.userId, userId));
    } finally {
      await t.db.execute(sql`alter table sessions enable trigger user`);
    }
  }

  it("reuses a looked-up session (shown by a change the triggers do not announce)", async () => {
    const { user, headers } = await as(t, "customer");
    expect(await me(headers)).toBe(200);
    await revokeUnannounced(user.id);
    // Still served from the cache: without the notification, nothing told this process.
    expect(await me(headers)).toBe(200);
    // Any announced change empties the cache; the revoked session is read again and refused.
    await t.db
      .update(sessions)
      .set({ userAgent: "changed" })
      .where(eq(sessions.userId, user.id));
    expect(await settlesTo(() => me(headers), 401)).toBe(401);
  });

  it("keeps it through a refused write, and forgets it after a write that succeeds", async () => {
    const { user, headers } = await as(t, "customer");
    const other = await as(t, "nurse");
    expect(await me(headers)).toBe(200);
    await revokeUnannounced(user.id);
    // A refused write changed nothing stored: the cache stays (the revocation is still unseen).
    const refused = await call(t, "POST", "/api/trips", {
      headers,
      payload: {},
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await me(headers)).toBe(200);
    // Any write this process answers with success empties it, whoever made it.
    const out = await call(t, "DELETE", "/api/auth/sessions", {
      headers: other.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(await me(headers)).toBe(401);
  });

  it("refuses at once after a sign-out through this process", async () => {
    const { headers } = await as(t, "nurse");
    expect(await me(headers)).toBe(200);
    const out = await call(t, "DELETE", "/api/auth/sessions", { headers });
    expect(out.statusCode).toBe(200);
    expect(await me(headers)).toBe(401);
  });

  it("refuses a session revoked or a user deactivated straight in the database", async () => {
    const a = await as(t, "customer");
    const b = await as(t, "dataadmin");
    expect(await me(a.headers)).toBe(200);
    expect(await me(b.headers)).toBe(200);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, a.user.id));
    await t.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, b.user.id));
    expect(await settlesTo(() => me(a.headers), 401)).toBe(401);
    expect(await settlesTo(() => me(b.headers), 401)).toBe(401);
  });

  it("refuses an API key revoked, or its organisation deactivated, straight in the database (issue 28)", async () => {
    const org = await buildServiceOrganization(t.db);
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: org.id,
      role: "dataadmin",
    });
    const revoked = await insertKey(t.db, owner);
    const other = await insertKey(t.db, owner);
    const first = keyHeaders(revoked.key);
    const second = keyHeaders(other.key);
    expect(await me(first)).toBe(200);
    expect(await me(second)).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(apiKeys.id, revoked.row.id));
    expect(await settlesTo(() => me(first), 401)).toBe(401);
    expect(await me(second)).toBe(200);
    await t.db
      .update(serviceOrganizations)
      .set({ active: false })
      .where(eq(serviceOrganizations.id, org.id));
    expect(await settlesTo(() => me(second), 401)).toBe(401);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("session cache across two processes", () => {
  let first: TestApp;
  let secondDb: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    first = await buildTestApp(CACHED);
    secondDb = await openPostgres({
      url: first.databaseUrl!,
      poolMax: 2,
      statementTimeoutMs: 10_000,
      connectTimeoutMs: 5_000,
    });
    second = await buildApp({
      config: testConfig({ ...CACHED, RATE_LIMIT_MAX: "100000" }),
      database: secondDb,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await first.close();
  });

  it("a sign-out on one process is refused by the other", async () => {
    const { headers } = await as(first, "customer");
    const onSecond = async () =>
      (await second.inject({ url: "/api/auth/user", headers })).statusCode;
    expect(await onSecond()).toBe(200);
    expect(await onSecond()).toBe(200);
    const out = await call(first, "DELETE", "/api/auth/sessions", { headers });
    expect(out.statusCode).toBe(200);
    expect(await settlesTo(onSecond, 401)).toBe(401);
  });

  it("an API key revoked through one process is refused by the other (issue 28)", async () => {
    const admin = (await as(first, "systemadmin")).headers;
    const org = await buildServiceOrganization(first.db);
    const owner = await buildServiceUser(first.db, {
      serviceOrganizationId: org.id,
      role: "dataadmin",
    });
    const { key, apiKeyId } = await issueKey(first, admin, owner.id);
    const onSecond = async () =>
      (
        await second.inject({
          url: "/api/auth/user",
          headers: keyHeaders(key),
        })
      ).statusCode;
    expect(await onSecond()).toBe(200);
    expect(await onSecond()).toBe(200);
    const revoked = await call(
      first,
      "POST",
      `/api/api-keys/${apiKeyId}/revoke`,
      {
        headers: admin,
        payload: {},
      },
    );
    expect(revoked.statusCode).toBe(200);
    expect(await settlesTo(onSecond, 401)).toBe(401);
  });
});
