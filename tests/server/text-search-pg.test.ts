/**
 * The text search hook on PostgreSQL (issue 26): the cases of text-search.test.ts on a throw-away
 * database of TEST_DATABASE_URL's server (CI's postgres-api stage), created from the run's template
 * and dropped afterwards; skipped without it.
 */
import { describe } from "vitest";
import { buildTestApp } from "./support/testApp";
import { textSearchCases } from "./support/textSearchCases";

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  textSearchCases(async () => {
    const t = await buildTestApp();
    return { db: t.db, close: () => t.close() };
  });
});
