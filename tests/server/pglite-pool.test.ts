/**
 * The reused PGlite databases of the API tests (support/pglitePool.ts): a database handed back is
 * like a new copy of the template for the next file (no rows, sequences from the start), and one whose
 * schema a test changed is closed rather than reused. PGlite only.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { features } from "../../server/db/schema";
import { releasePglite, takePglite } from "./support/pglitePool";

const value = async (
  db: Awaited<ReturnType<typeof takePglite>>["db"],
  query: ReturnType<typeof sql>,
) =>
  ((await db.execute(query)) as unknown as { rows: { v: unknown }[] }).rows[0]
    .v;

describe.skipIf(!!process.env.TEST_DATABASE_URL)("the PGlite pool", () => {
  it("hands back an emptied database, its append-only activity record and sequences included", async () => {
    const first = await takePglite();
    await first.db
      .insert(features)
      .values({ code: "pool-test", title: "Pool", active: true });
    const firstInvoiceNumber = await value(
      first.db,
      sql`select nextval('invoice_number_seq') as v`,
    );
    await value(first.db, sql`select nextval('invoice_number_seq') as v`);
    await releasePglite(first);

    const second = await takePglite();
    expect(second).toBe(first);
    expect(await second.db.select().from(features)).toEqual([]);
    expect(
      await value(second.db, sql`select nextval('invoice_number_seq') as v`),
    ).toEqual(firstInvoiceNumber);
    await releasePglite(second);
  });

  it("closes a database whose schema a test changed instead of reusing it", async () => {
    const changed = await takePglite();
    await changed.db.execute(
      sql`create function pool_test_added() returns int as $$ select 1 $$ language sql`,
    );
    await releasePglite(changed);
    const next = await takePglite();
    expect(next).not.toBe(changed);
    expect(
      await value(
        next.db,
        sql`select count(*)::int as v from pg_proc where proname = 'pool_test_added'`,
      ),
    ).toBe(0);
    await releasePglite(next);
  });
});
