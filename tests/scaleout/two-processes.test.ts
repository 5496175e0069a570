/**
 * Two real API processes on one PostgreSQL behave as one (issue 13, scale-out), as they would behind a
 * load balancer without sticky sessions: a session made on A works on B and its sign-out on A is
 * refused on B; the general rate limit counts calls to both; a write on A reaches a socket connected
 * to B; a file uploaded on A downloads from B (UPLOAD_DIR shared, DATA_DIR not).
 *
 * The rate limit is shared through PostgreSQL (counted locally, flushed once a second) and, when
 * TEST_REDIS_URL is set too, through Redis. Needs TEST_DATABASE_URL (as in CI); skipped without it.
 */
import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../server/db/client";
import { FLUSH_EVERY_MS } from "../../server/limits/rateLimitStore";
import {
  PRIVATE_PRICES,
  patientBody,
  tripBody,
} from "../resilience/support/bodies";
import { startApiServer as startServer } from "../resilience/support/api";
import type { TestDatabase } from "../support/postgresDatabases";
import { createPostgresDatabase } from "../support/postgresDatabases";
import type { ServerProcess } from "../support/serverProcess";
import type { Listener } from "../server/support/realtimeClient";
import { connectAs, pause } from "../server/support/realtimeClient";
import {
  PDF_BYTES,
  uniquePlate,
  uniqueVin,
} from "../server/support/vehicleFactories";

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
/** Calls a minute per account or address: small, so that the limit is reached in a few calls. */
const LIMIT = 30;

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; message?: string };
  bytes: Buffer;
}

/** One call to /api on `server`; `from` poses as the client address the balancer forwards. */
async function api(
  server: ServerProcess,
  method: string,
  route: string,
  o: { token?: string; body?: unknown; form?: FormData; from?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.from) headers["x-forwarded-for"] = o.from;
  if (o.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${server.url}/api${route}`, {
    method,
    headers,
    body: o.form ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get("content-type")?.includes("json");
  return {
    status: res.status,
    body: json ? (JSON.parse(bytes.toString()) as Answer["body"]) : {},
    bytes,
  };
}

const idOf = (answer: Answer, field: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return String(answer.body.data?.[field]);
};

const backends = [
  { name: "PostgreSQL", env: {} as Record<string, string> },
  ...(REDIS_URL ? [{ name: "Redis", env: { REDIS_URL } }] : []),
];

describe.skipIf(!PG_URL).each(backends)(
  "two API processes, rate limit in $name",
  ({ env }) => {
    const email = "scaleout@example.test";
    const password = `So-${randomBytes(12).toString("base64url")}`;
    const dirs: string[] = [];
    let database: TestDatabase;
    let a: ServerProcess;
    let b: ServerProcess;
    let admin: string;
    let listener: Listener | undefined;

    const tempDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-scaleout-"));
      dirs.push(dir);
      return dir;
    };

    beforeAll(async () => {
      database = await createPostgresDatabase(PG_URL!, "nemt_scaleout");
      const shared = {
        ...env,
        DATABASE_URL: database.url,
        SEED: "none",
        UPLOAD_DIR: tempDir(),
        RATE_LIMIT_MAX: String(LIMIT),
        // The test is the balancer: it names the client's address in X-Forwarded-For.
        TRUST_PROXY: "127.0.0.1",
      };
      // Migrations once, before the processes start (docs/deploy.md): then both may start together.
      const migrator = await openPostgres({
        url: database.url,
        poolMax: 1,
        statementTimeoutMs: 60_000,
        connectTimeoutMs: 5_000,
      });
      await migrator.migrate().finally(() => migrator.close());
      [a, b] = await Promise.all([
        startServer({ ...shared, DATA_DIR: tempDir() }),
        startServer({ ...shared, DATA_DIR: tempDir() }),
      ]);
      const setup = await api(a, "POST", "/auth/setup", {
        body: { email, firstName: "Sam", lastName: "Scale", password },
      });
      admin = idOf(setup, "token");
    });

    afterAll(async () => {
      listener?.close();
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it("takes a session made on A on B, and refuses it on B once signed out on A", async () => {
      const signIn = await api(a, "POST", "/auth/sessions", {
        body: { email, password },
      });
      const token = idOf(signIn, "token");
      expect((await api(b, "GET", "/auth/user", { token })).status).toBe(200);
      expect((await api(a, "DELETE", "/auth/sessions", { token })).status).toBe(
        200,
      );
      // B may have the session cached (SESSION_CACHE_MS, 5 s by default); the sign-out's notification
      // empties its cache, so B refuses the token well before the cache would have expired.
      const signedOutAt = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - signedOutAt < 2000) {
        status = (await api(b, "GET", "/auth/user", { token })).status;
        if (status === 200) await pause(25);
      }
      expect(status).toBe(401);
    });

    it("counts calls to both processes against one limit", async () => {
      // A client address of its own, so no other call of the test counts against it.
      const from = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const statuses = async (server: ServerProcess, calls: number) => {
        const list: number[] = [];
        for (let n = 0; n < calls; n++)
          list.push(
            (await api(server, "GET", "/auth/setup-status", { from })).status,
          );
        return list;
      };
      const half = LIMIT / 2 + 1;
      expect(await statuses(a, half)).toEqual(Array(half).fill(200));
      // Without Redis each process shares its counts once a second: let A's reach the table, then
      // let B learn them with its first call.
      await pause(FLUSH_EVERY_MS + 500);
      const onB = await statuses(b, 1);
      await pause(FLUSH_EVERY_MS + 500);
      onB.push(...(await statuses(b, half - 1)));
      // LIMIT calls in all are let through, whichever process answered; the rest are refused.
      const allowedOnB = LIMIT - half;
      expect(onB).toEqual([
        ...Array(allowedOnB).fill(200),
        ...Array(half - allowedOnB).fill(429),
      ]);
    });

    it("delivers a trip booked on A to a socket connected to B", async () => {
      listener = await connectAs(b.url, admin);
      idOf(
        await api(a, "POST", "/trip-prices", {
          token: admin,
          body: PRIVATE_PRICES,
        }),
        "tripPriceId",
      );
      const patientId = idOf(
        await api(a, "POST", "/patients", {
          token: admin,
          body: patientBody(1),
        }),
        "patientId",
      );
      const booked = await api(a, "POST", "/trips", {
        token: admin,
        body: tripBody(patientId, 3),
      });
      const tripId = idOf(booked, "tripId");
      expect(await listener.waitFor(tripId, 3000)).toEqual({
        topic: "trips",
        ids: [tripId],
      });
    });

    it("serves a file uploaded on A from B", async () => {
      const vehicleId = idOf(
        await api(a, "POST", "/vehicles", {
          token: admin,
          body: {
            licensePlate: uniquePlate(),
            vin: uniqueVin(),
            make: "Ford",
            model: "Transit",
            year: 2022,
            capacity: 6,
          },
        }),
        "vehicleId",
      );
      const form = new FormData();
      form.append("vehicleId", vehicleId);
      form.append("documentType", "registration");
      form.append(
        "file",
        new Blob([PDF_BYTES], { type: "application/pdf" }),
        "registration.pdf",
      );
      const uploaded = await api(a, "POST", "/vehicles/documents/upload", {
        token: admin,
        form,
      });
      const documentId = idOf(uploaded, "vehicleDocumentId");
      const content = await api(
        b,
        "GET",
        `/vehicles/documents/${documentId}/content`,
        { token: admin },
      );
      expect(content.status).toBe(200);
      expect(content.bytes.equals(PDF_BYTES)).toBe(true);
    });
  },
);
