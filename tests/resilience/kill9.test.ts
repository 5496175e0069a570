/**
 * Acknowledged writes survive kill -9 (issue 11). On each database, several trials on the same data: the
 * real server process takes a stream of facility creates and updates and trip creates (a trip and its
 * creation activity in one transaction) from six clients, is killed with SIGKILL 100–600 ms in, and
 * is started again; then every write that was answered 2xx must be there, no update may be older than
 * the last acknowledged one, and no trip may exist without its creation activity or the reverse.
 *
 * Every restart starts the production bundle (about 1 s) and on PGlite recovers the killed cluster
 * from its write-ahead log; a PGlite restart also proves the killed process's data directory lock is
 * taken over at once (else it exits with 2).
 *
 * How many trials: support/mode.ts (3 in CI; 20 in the long form `npm run bench` runs). One lost write
 * in any trial fails the test. PostgreSQL runs when TEST_DATABASE_URL is set (as in CI).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRIVATE_PRICES, patientBody } from "./support/bodies";
import type { ServerProcess } from "../support/serverProcess";
import { createPostgresDatabase } from "../support/postgresDatabases";
import { call, startApiServer } from "./support/api";
import { RESILIENCE, recordFigure } from "./support/mode";
import { WriteLedger } from "./support/writeLedger";

const TRIALS = RESILIENCE.kill9Trials;
const CLIENTS = 6;
const PG_URL = process.env.TEST_DATABASE_URL;

const ENV = {
  SEED: "none",
  // The stream and the checks are one account's calls, well above the default 600 a minute.
  RATE_LIMIT_MAX: "1000000",
};

/** The first administrator, a price list and a patient to book for, through the API. */
async function prepare(server: ServerProcess) {
  const setup = await call<{ data: { token: string } }>(
    server.url,
    null,
    "POST",
    "/auth/setup",
    {
      email: "kill9@example.test",
      firstName: "Kim",
      lastName: "Nine",
      password: `K9-${randomBytes(12).toString("base64url")}`,
    },
  );
  expect(setup.status).toBe(200);
  const token = setup.body.data.token;
  const price = await call(
    server.url,
    token,
    "POST",
    "/trip-prices",
    PRIVATE_PRICES,
  );
  expect(price.status).toBe(201);
  const patient = await call(
    server.url,
    token,
    "POST",
    "/patients",
    patientBody(0),
  );
  expect(patient.status).toBe(201);
  return { token, patientId: String(patient.body.data.patientId) };
}

async function trials(database: string, env: Record<string, string>) {
  let server = await startApiServer({ ...ENV, ...env });
  const { token, patientId } = await prepare(server);
  const ledger = new WriteLedger(CLIENTS, patientId);
  const lost: string[] = [];
  const restarts: number[] = [];
  try {
    for (let trial = 0; trial < TRIALS; trial++) {
      let killed = false;
      const killAt = 100 + Math.random() * 500;
      // Settled at once, so a client's failure waits here instead of going unhandled.
      const stream = ledger
        .stream(server.url, token, () => killed)
        .then(
          () => null,
          (e: unknown) => e,
        );
      await new Promise((r) => setTimeout(r, killAt));
      await server.kill9();
      killed = true;
      const failure = await stream;
      if (failure) throw failure;
      server = await startApiServer({ ...ENV, ...env });
      restarts.push(server.startMs);
      const verdict = await ledger.verify(server.url, token);
      lost.push(...verdict.lost.map((l) => `trial ${trial + 1}: ${l}`));
    }
  } finally {
    await server.stop();
  }
  // Each trial must have written something for its check to mean anything.
  expect(ledger.acknowledged).toBeGreaterThan(TRIALS);
  restarts.sort((a, b) => a - b);
  const restartP50Ms = restarts[Math.floor(restarts.length / 2)];
  recordFigure(
    `kill -9: ${TRIALS} trials on ${database}, ${ledger.acknowledged} acknowledged writes, ${lost.length} lost (restart p50 ${restartP50Ms} ms)`,
    { test: "kill9", database, trials: TRIALS, acknowledged: ledger.acknowledged, lost: lost.length, restartP50Ms }, // prettier-ignore
  );
  return lost;
}

// The two databases run side by side: a trial's time is mostly one core loading the restarted server,
// so the pair takes about as long as one.
describe.concurrent("kill -9 during a stream of writes", () => {
  it("loses no acknowledged write on PGlite", async ({ expect }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-kill9-"));
    try {
      expect(await trials("pglite", { DATA_DIR: dataDir })).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!PG_URL)(
    "loses no acknowledged write on PostgreSQL",
    async ({ expect }) => {
      const database = await createPostgresDatabase(PG_URL!, "nemt_kill9");
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-kill9-"));
      try {
        expect(
          await trials("postgres", {
            DATABASE_URL: database.url,
            DATA_DIR: dataDir,
          }),
        ).toEqual([]);
      } finally {
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
