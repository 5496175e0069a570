/**
 * The document orphan sweep (issue 26) on the disk storage: a stored file older than a day that no
 * row points to is removed; a younger one, and an old one a document row points to, are kept. The
 * tables it checks are every schema table with a storageKey column.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../server/config";
import {
  documentOrphanSweepJob,
  storageKeyColumns,
  sweepOrphanedFiles,
} from "../../server/documents/orphanSweep";
import { createJobRunner, jobSwitchedOn } from "../../server/jobs/periodicJob";
import { appWorld } from "./support/appWorld";
import type { TestApp } from "./support/testApp";
import { buildVehicle, buildVehicleDocument } from "./support/vehicleFactories";

const DAY_MS = 86_400_000;
const logLines: string[] = [];

const w = appWorld(
  async (t) => ({ vehicleId: (await buildVehicle(t.db)).id }),
  { LOG_LEVEL: "info" },
  { logStream: { write: (line) => logLines.push(line) } },
);

async function storeFile(t: TestApp, text: string): Promise<string> {
  const staged = await t.app.fileStorage.stage(
    Readable.from([Buffer.from(text)]),
    1000,
  );
  return staged.commit();
}

const filePath = (t: TestApp, key: string) =>
  path.join(t.uploadDir, "files", key.slice(0, 2), key);

/** Sets the file's modification time `ms` into the past. */
function age(t: TestApp, key: string, ms: number) {
  const past = new Date(Date.now() - ms);
  fs.utimesSync(filePath(t, key), past, past);
}

const stored = (t: TestApp, key: string) => t.app.fileStorage.exists(key);

describe("document orphan sweep", () => {
  it("checks every schema table with a storageKey column", () => {
    const tables = storageKeyColumns().map(({ table, column }) => [
      getTableName(table),
      column.name,
    ]);
    expect(tables).toEqual(
      expect.arrayContaining([
        ["vehicle_documents", "storage_key"],
        ["trip_documents", "storage_key"],
        ["documents", "storage_key"],
        ["document_versions", "storage_key"],
      ]),
    );
    expect(tables.every(([, column]) => column === "storage_key")).toBe(true);
  });

  it("removes an old unreferenced file, keeps a young one and an old referenced one", async () => {
    const oldOrphan = await storeFile(w.t, "old and unreferenced");
    const youngOrphan = await storeFile(w.t, "young and unreferenced");
    const oldReferenced = await storeFile(w.t, "old and referenced");
    await buildVehicleDocument(w.t.db, w.vehicleId, {
      storageKey: oldReferenced,
    });
    age(w.t, oldOrphan, 2 * DAY_MS);
    age(w.t, oldReferenced, 2 * DAY_MS);
    age(w.t, youngOrphan, DAY_MS - 60 * 60_000);

    logLines.length = 0;
    expect(
      await createJobRunner(w.t.app, documentOrphanSweepJob).runDue(),
    ).toBe("ran");

    expect(await stored(w.t, oldOrphan)).toBe(false);
    expect(fs.existsSync(filePath(w.t, oldOrphan))).toBe(false);
    expect(await stored(w.t, youngOrphan)).toBe(true);
    expect(await stored(w.t, oldReferenced)).toBe(true);
    const report = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === "orphaned document files removed");
    expect(report).toMatchObject({ checked: 2, removed: 1 });
  });

  it("works through the keys in batches, the last one partial", async () => {
    const orphans = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => storeFile(w.t, `orphan ${n}`)),
    );
    const kept = await storeFile(w.t, "referenced");
    await buildVehicleDocument(w.t.db, w.vehicleId, { storageKey: kept });
    for (const key of [...orphans, kept]) age(w.t, key, 3 * DAY_MS);

    const result = await sweepOrphanedFiles(w.t.app, new Date(), {
      batchSize: 2,
    });
    // The old referenced file of the test before is a candidate again, and kept again.
    expect(result).toEqual({ checked: 7, removed: 5 });
    for (const key of orphans) expect(await stored(w.t, key)).toBe(false);
    expect(await stored(w.t, kept)).toBe(true);
  });

  it("runs daily, switched by DOCUMENT_ORPHAN_JOB under PERIODIC_JOBS", () => {
    expect(documentOrphanSweepJob.name).toBe("document-orphan-sweep");
    expect(documentOrphanSweepJob.intervalMs).toBe(DAY_MS);
    const on = testConfig({ PERIODIC_JOBS: "true" });
    expect(jobSwitchedOn(on, documentOrphanSweepJob)).toBe(true);
    expect(
      jobSwitchedOn(
        testConfig({ PERIODIC_JOBS: "true", DOCUMENT_ORPHAN_JOB: "false" }),
        documentOrphanSweepJob,
      ),
    ).toBe(false);
    expect(jobSwitchedOn(testConfig(), documentOrphanSweepJob)).toBe(false);
  });
});
