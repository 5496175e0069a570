/**
 * Load (issue 11): 50 connections on the main read and write calls of the real server, on the demo
 * data set (about 5,700 trips), with no error, no timeout and no answer other than 2xx; prints p50,
 * p99 and the rate. Each connection cycles through: the first page of trips as the list loads it
 * (§7), one trip by id, the first page of patients, a patient update and a trip booking.
 *
 * How long: support/mode.ts (10 s in CI; 60 s in the long form `npm run bench` runs). The server
 * starts from the bundle on a copy of the demo template the global setup seeded (support/
 * globalSetup.ts). PostgreSQL runs when TEST_DATABASE_URL is set (as in CI).
 */
import autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import type { Template } from "../support/seededTemplate";
import { copyTemplate } from "../support/seededTemplate";
import { patientBody, tripBody } from "./support/bodies";
import { call, startApiServer } from "./support/api";
import { seededTemplates } from "./support/loadTemplates";
import { RESILIENCE, recordFigure } from "./support/mode";

const SECONDS = RESILIENCE.loadSeconds;
const CONNECTIONS = RESILIENCE.loadConnections;
const PG_URL = process.env.TEST_DATABASE_URL;
/** Patients the run creates and then updates, so the updates spread over several rows. */
const PATIENTS = 20;

const ENV = {
  // 50 connections of one account make thousands of calls a minute; the default allows 600.
  RATE_LIMIT_MAX: "100000000",
};

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

async function load(database: string, template: Template) {
  const copy = await copyTemplate(template);
  const server = await startApiServer({ ...ENV, ...copy.env });
  try {
    const signIn = await call<{ data: { token: string } }>(
      server.url,
      null,
      "POST",
      "/auth/sessions",
      { email: "systemadmin@example.com", password: "ChangeMe-2026!" },
    );
    expect(signIn.status).toBe(200);
    const token = signIn.body.data.token;
    const trips = await call<{ data: { tripId: string }[] }>(
      server.url,
      token,
      "POST",
      "/trips/search",
      { pageNumber: 1, pageSize: 1000 },
    );
    const tripIds = trips.body.data.map((t) => t.tripId);
    expect(tripIds.length).toBeGreaterThan(100);
    const patientIds: string[] = [];
    for (let n = 0; n < PATIENTS; n++) {
      const created = await call(
        server.url,
        token,
        "POST",
        "/patients",
        patientBody(n),
      );
      expect(created.status).toBe(201);
      patientIds.push(String(created.body.data.patientId));
    }

    let writes = 0;
    const json = { "content-type": "application/json" };
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
      requests: [
        {
          method: "POST",
          path: "/api/trips/search",
          headers: json,
          body: JSON.stringify({
            pageNumber: 1,
            pageSize: 25,
            sortBy: "pickUpDatetime",
            sortDescending: true,
          }),
        },
        {
          method: "GET",
          setupRequest: (req) => ({
            ...req,
            path: `/api/trips/${pick(tripIds)}`,
          }),
        },
        {
          method: "POST",
          path: "/api/patients/search",
          headers: json,
          body: JSON.stringify({ pageNumber: 1, pageSize: 25 }),
        },
        {
          method: "POST",
          path: "/api/patients",
          headers: json,
          setupRequest: (req) => {
            const n = (writes += 1);
            return {
              ...req,
              body: JSON.stringify({
                ...patientBody(n),
                patientId: patientIds[n % PATIENTS],
              }),
            };
          },
        },
        {
          method: "POST",
          path: "/api/trips",
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify(tripBody(pick(patientIds), 3)),
          }),
        },
      ],
    });
    const line = `load: ${database}, ${CONNECTIONS} connections × ${SECONDS} s, ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`;
    recordFigure(line, {
      test: "load",
      database,
      connections: CONNECTIONS,
      seconds: SECONDS,
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
      timeouts: result.timeouts,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      reqPerSec: Math.round(result.requests.average),
    });
    expect(
      {
        errors: result.errors,
        non2xx: result.non2xx,
        timeouts: result.timeouts,
      },
      line,
    ).toEqual({
      errors: 0,
      non2xx: 0,
      timeouts: 0,
    });
    expect(result.requests.total).toBeGreaterThan(0);
  } finally {
    await server.stop();
    await copy.dispose();
  }
}

describe("load: 50 connections on the main read and write calls", () => {
  it("holds on PGlite with no error", async () => {
    await load("pglite", (await seededTemplates()).pglite);
  });

  it.skipIf(!PG_URL)("holds on PostgreSQL with no error", async () => {
    const { postgres } = await seededTemplates();
    if (!postgres) throw new Error("no PostgreSQL template was seeded");
    await load("postgres", postgres);
  });
});
