/**
 * Once per resilience run: the server bundle (every server here is `npm start`'s), and the demo seeded
 * into a template per database for the load test (tests/support/seededTemplate.ts). The seeding runs
 * in the background of the runner's process while the first files (kill -9, scale-out) run: the load
 * test waits for the file it names (support/loadTemplates.ts), which holds the templates or the error.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { Template } from "../../support/seededTemplate";
import { dropTemplate, seedTemplate } from "../../support/seededTemplate";
import { API_ONLY, buildServerBundle } from "../../support/serverProcess";
import type { SeededTemplates } from "./loadTemplates";

declare module "vitest" {
  export interface ProvidedContext {
    loadTemplatesFile: string;
  }
}

export default function setup(project: TestProject) {
  buildServerBundle();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-resilience-"));
  const file = path.join(dir, "templates.json");
  const pgUrl = process.env.TEST_DATABASE_URL;
  const made: Template[] = [];
  // Written whole, then renamed into place: the test never reads half a file.
  const publish = (templates: SeededTemplates) => {
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(templates));
    fs.renameSync(`${file}.tmp`, file);
  };
  // The two seeds in parallel (PGlite's in its server's worker thread, PostgreSQL's in its server),
  // both settled before the answer, so a template made beside a failed one is still dropped.
  const seeding = Promise.allSettled([
    seedTemplate(API_ONLY),
    pgUrl ? seedTemplate(API_ONLY, pgUrl) : Promise.resolve(undefined),
  ]).then(([pglite, postgres]) => {
    for (const seeded of [pglite, postgres])
      if (seeded.status === "fulfilled" && seeded.value)
        made.push(seeded.value);
    if (pglite.status === "rejected") publish({ error: String(pglite.reason) });
    else if (postgres.status === "rejected")
      publish({ error: String(postgres.reason) });
    else publish({ pglite: pglite.value, postgres: postgres.value });
  });
  project.provide("loadTemplatesFile", file);
  return async () => {
    await seeding;
    await Promise.all(made.map(dropTemplate));
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
