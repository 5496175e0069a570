/**
 * The text search hook on PGlite (issue 26); text-search-pg.test.ts runs the same cases on
 * PostgreSQL (./support/textSearchCases.ts).
 */
import { releasePglite, takePglite } from "./support/pglitePool";
import { textSearchCases } from "./support/textSearchCases";

textSearchCases(async () => {
  const database = await takePglite();
  return { db: database.db, close: () => releasePglite(database) };
});
