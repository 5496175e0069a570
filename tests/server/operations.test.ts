/**
 * Operations: logs never carry passwords or tokens, and a stuck PostgreSQL gives a fast 503 rather
 * than a hang (PostgreSQL only: PGlite has one connection and no statement timeout to test).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, signIn, TEST_PASSWORD } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

describe("logs", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      { LOG_LEVEL: "trace" },
      { logStream: { write: (l) => lines.push(l) } },
    );
  });
  afterAll(() => t.close());

  it("never contain passwords, bearer tokens or link tokens", async () => {
    const user = await buildUser(t.db);
    const { token, ...headers } = await signIn(t.app, user);
    await t.app.inject({ method: "GET", url: "/api/auth/user", headers });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: {
        token: "secret-reset-token-123",
        password: "Another-Password-42",
      },
    });
    await t.app.inject({
      method: "GET",
      url: "/api/nothing?token=secret-query-token-456",
    });
    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain("/api/auth/user"); // requests are logged...
    for (const secret of [
      TEST_PASSWORD,
      token,
      "secret-reset-token-123",
      "Another-Password-42",
      "secret-query-token-456",
    ]) {
      expect(log).not.toContain(secret); // ...without their secrets
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a stuck PostgreSQL", () => {
  let t: TestApp;
  let locker: pg.Client;
  beforeAll(async () => {
    t = await buildTestApp({}, { statementTimeoutMs: 300 });
    locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end().catch(() => undefined);
    await t.close();
  });

  it("answers 503 within the statement timeout instead of hanging", async () => {
    const user = await buildUser(t.db, { role: "systemadmin" });
    const { token: _token, ...headers } = await signIn(t.app, user);
    // Another session holds the features table: every query on it waits.
    await locker.query("begin");
    await locker.query("lock table features in access exclusive mode");
    const started = Date.now();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/features/search",
      headers,
      payload: {},
    });
    const elapsed = Date.now() - started;
    await locker.query("rollback");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      message: "The database is not answering. Try again shortly.",
    });
    expect(elapsed).toBeLessThan(5_000);
    // And it recovers once the lock is gone.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/features/search",
      headers,
      payload: {},
    });
    expect(again.statusCode).toBe(200);
  });
});
