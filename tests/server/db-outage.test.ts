/**
 * PostgreSQL down or locked (issue 11): the API answers 503 with the §8 body within seconds, never a
 * 500 and never a hang, and the same app instance answers again once the database is back, without
 * a restart. The app reaches PostgreSQL through a TCP proxy the test opens and closes; the shared
 * server itself is never touched. PostgreSQL only: PGlite runs in the process and cannot go away.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";
import type { InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../server/auth/secrets";
import {
  CONCURRENT_WRITE,
  DATABASE_UNAVAILABLE,
  loggableError,
  toErrorBody,
} from "../../server/errors";
import type { Headers, Res } from "./support/api";
import { as } from "./support/api";
import { facilityBody } from "./support/facilityFactories";
import type { TcpProxy } from "./support/tcpProxy";
import { startTcpProxy } from "./support/tcpProxy";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const DATABASE_URL = process.env.TEST_DATABASE_URL;
/**
 * The app's statement and connect timeouts, short so each wait is short: a refused connection fails
 * at once, a held lock after this, a stalled connection after this plus the driver's 1 s margin.
 */
const TIMEOUT_MS = 1_000;
/** The longest wait plus a margin for the loaded 2-core machine: "fast", as opposed to a hang. */
const FAST_MS = 3_000;

describe.runIf(DATABASE_URL)("PostgreSQL down or locked", () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let headers: Headers;
  const logLines: string[] = [];
  beforeAll(async () => {
    const target = new URL(DATABASE_URL as string);
    proxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    t = await buildTestApp(
      { LOG_LEVEL: "error" },
      {
        logStream: { write: (line) => logLines.push(line) },
        statementTimeoutMs: TIMEOUT_MS,
        connectTimeoutMs: TIMEOUT_MS,
        connectVia: proxy.via,
      },
    );
    headers = (await as(t, "dataadmin")).headers;
  });
  afterAll(async () => {
    await proxy.up();
    await t.close();
    await proxy.close();
  });

  /** What a client asks: readiness, its session, a search and a create. */
  const ready = (): InjectOptions => ({
    method: "GET",
    url: "/api/health/ready",
  });
  const currentUser = (): InjectOptions => ({
    method: "GET",
    url: "/api/auth/user",
    headers,
  });
  const search = (): InjectOptions => ({
    method: "POST",
    url: "/api/facilities/search",
    headers,
    payload: {},
  });
  const create = (): InjectOptions => ({
    method: "POST",
    url: "/api/facilities",
    headers,
    payload: facilityBody(),
  });
  const everyCall = () => [ready(), currentUser(), search(), create()];

  async function timed(request: InjectOptions): Promise<[Res, number]> {
    const started = Date.now();
    const res = await t.app.inject(request);
    return [res, Date.now() - started];
  }

  function expectUnavailable([res, ms]: [Res, number]): void {
    expect(res.statusCode, res.body).toBe(503);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["code", "message"]);
    // Readiness says it its own way ("The database is not answering.").
    expect(body.message).toMatch(/^The database is not answering\./);
    expect(ms).toBeLessThan(FAST_MS);
  }

  async function expectAnswering(): Promise<void> {
    for (const request of everyCall()) {
      const [res] = await timed(request);
      expect(res.statusCode, `${request.url}: ${res.body}`).toBeLessThan(300);
    }
  }

  it("answers while the database is up", async () => {
    await expectAnswering();
  });

  it("answers 503 quickly while the database is down, one call or many", async () => {
    await proxy.down();
    for (const request of everyCall()) expectUnavailable(await timed(request));
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject(search())),
    );
    for (const res of answers) expectUnavailable([res, Date.now() - started]);
    // Logged with the driver's reason, without the failed query's values (the session's token hash).
    const token = headers.authorization.replace(/^Bearer /, "");
    const log = logLines.join("\n");
    expect(log).toContain("ECONNREFUSED");
    expect(log).not.toContain(hashToken(token));
  });

  it("answers again once the database is back, without a restart", async () => {
    await proxy.up();
    await expectAnswering();
  });

  it("survives a database restart: every open connection cut", async () => {
    await expectAnswering();
    proxy.cut();
    // The pool drops the dead connections it holds and opens new ones: no call fails.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expectAnswering();
  });

  it("answers 503 quickly while the database takes connections but never replies", async () => {
    // Warm connections in the pool, then nothing passes either way: their queries and every new
    // connection end at the driver's timeouts. Two calls, as each waits out one (up to 2 s here).
    await expectAnswering();
    proxy.stall();
    expectUnavailable(await timed(ready()));
    expectUnavailable(await timed(search()));
    await proxy.up();
    await expectAnswering();
  });

  describe("a table held by another session's lock", () => {
    let locker: pg.Client;
    beforeAll(async () => {
      locker = new pg.Client({ connectionString: t.databaseUrl });
      await locker.connect();
    });
    afterAll(() => locker.end());

    it("answers 503 within the statement timeout, then 200 once released", async () => {
      await locker.query("begin");
      await locker.query("lock table facilities in access exclusive mode");
      try {
        const locked = await timed(search());
        expectUnavailable(locked);
        expect(locked[0].json().message).toBe(DATABASE_UNAVAILABLE);
        expect(locked[1]).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        // Calls on other tables go on meanwhile.
        expect((await timed(currentUser()))[0].statusCode).toBe(200);
      } finally {
        await locker.query("rollback");
      }
      const [after] = await timed(search());
      expect(after.statusCode, after.body).toBe(200);
    });
  });
});

// Both engines: how the one error handler reads the failures Drizzle wraps.
describe("failures that mean the database is not answering", () => {
  const failedQuery = (cause: Error, params: unknown[] = ["Rosa Parks"]) =>
    new DrizzleQueryError("select 1 where $1", params, cause);
  const withCode = (message: string, code: string) =>
    Object.assign(new Error(message), { code });

  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["a connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a stalled query", new Error("Query read timeout")],
    ["the statement timeout", withCode("canceling statement", "57014")],
    ["a lock timeout", withCode("could not obtain lock", "55P03")],
    ["a database shutting down", withCode("terminating connection", "57P01")],
    ["too many connections", withCode("too many clients", "53300")],
  ])("%s is 503", (_what, cause) => {
    expect(toErrorBody(failedQuery(cause))).toEqual({
      code: 503,
      message: DATABASE_UNAVAILABLE,
    });
  });

  it.each([
    ["a deadlock", withCode("deadlock detected", "40P01")],
    ["a serialization failure", withCode("could not serialize", "40001")],
  ])(
    "%s is a 409 that asks for a retry (nothing was stored)",
    (_what, cause) => {
      expect(toErrorBody(failedQuery(cause))).toEqual({
        code: 409,
        message: CONCURRENT_WRITE,
      });
    },
  );

  it("a query's values never make a failure look like one", () => {
    const bug = withCode('column "x" does not exist', "42703");
    const failure = failedQuery(bug, ["Connection terminated", "ECONNREFUSED"]);
    expect(toErrorBody(failure).code).toBe(500);
  });

  it("is logged without the query's values", () => {
    const failure = failedQuery(
      withCode("connect ECONNREFUSED", "ECONNREFUSED"),
    );
    const logged = JSON.stringify(loggableError(failure));
    expect(logged).toContain("ECONNREFUSED");
    expect(logged).toContain("select 1 where $1");
    expect(logged).not.toContain("Rosa Parks");
  });
});
