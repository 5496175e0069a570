/**
 * Runs once per `vitest run` of the server project, before any test file: migrates the database every
 * test file then clones (see dbTemplate.ts). Doing it here rather than lazily in each worker means
 * two workers never both build the PGlite template at the same time.
 */
import type { TestProject } from "vitest/node";
import { dropPostgresDatabase } from "../../support/postgresDatabases";
import { createPostgresTemplate, migratedPgliteDump } from "./dbTemplate";

export async function setup(
  project: TestProject,
): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    await migratedPgliteDump();
    return async () => {};
  }
  const template = await createPostgresTemplate(baseUrl);
  project.provide("postgresTemplate", template);
  return () => dropPostgresDatabase(baseUrl, template);
}
