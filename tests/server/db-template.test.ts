/**
 * Each test file's database is a copy of one migrated template (support/dbTemplate.ts), not a freshly
 * migrated database: the copy must be fully migrated, empty, and carry the migration journal so that
 * migrating it again changes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../server/db/client";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function count(query: SQL): Promise<number> {
  const result = (await t.db.execute(query)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0].n);
}

const journal = JSON.parse(
  fs.readFileSync(
    path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"),
    "utf8",
  ),
) as { entries: unknown[] };

const applied = () =>
  count(sql`select count(*) as n from drizzle.__drizzle_migrations`);

describe("the test database", () => {
  it("has every migration applied and recorded", async () => {
    expect(await applied()).toBe(journal.entries.length);
    expect(
      await count(
        sql`select count(*) as n from pg_extension where extname = 'pg_trgm'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from information_schema.tables where table_schema = 'public' and table_name = 'users'`,
      ),
    ).toBe(1);
  });

  it("starts empty", async () => {
    expect(await count(sql`select count(*) as n from users`)).toBe(0);
  });

  it("does not change when migrated again", async () => {
    await t.database.migrate();
    expect(await applied()).toBe(journal.entries.length);
  });
});
