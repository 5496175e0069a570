/**
 * The search past COUNT_EXACT_LIMIT rows (issue 13): totals exact when counted, within 5% while
 * cached; deep pages started from bookmarks hold exactly the rows OFFSET would give, in both
 * directions, with ties on the sort column; a nullable sort column still pages by OFFSET.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_EVERY } from "../../server/crud/searchBookmarks";
import { COUNT_EXACT_LIMIT } from "../../server/crud/searchTotals";
import type { Headers } from "./support/api";
import { as, search } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const ROWS = 12_345;
const TYPES = ["facility", "hospital", "community"];

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
  // Names repeat every 100 rows (ties for the id to break); one city in three is empty.
  await t.db.execute(sql`
    insert into facilities (name, facility_type, city, created_at)
    select 'Facility ' || lpad((g % 100)::text, 3, '0'), (array['facility','hospital','community'])[1 + g % 3],
           case when g % 3 = 0 then null else 'City ' || (g % 37) end,
           timestamptz '2026-01-01' + (g % 5000) * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  await t.db.execute(sql`analyze facilities`);
}, 120_000);
afterAll(() => t.close());

const page = (body: Record<string, unknown>) =>
  search<{ facilityId: string }>(t, "/facilities", admin, body);

/** The ids OFFSET gives for the same order: the truth a bookmarked page must match. */
async function offsetIds(
  column: string,
  descending: boolean,
  offset: number,
  where = sql`true`,
): Promise<string[]> {
  const dir = sql.raw(descending ? "desc" : "asc");
  const col = sql.raw(column);
  const result = await t.db.execute(
    sql`select id from facilities where ${where} order by ${col} ${dir}, id ${dir} limit 25 offset ${offset}`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map(
    (r) => r.id,
  );
}

describe("totals above the exact limit", () => {
  it("answers the exact total, with totalPages", async () => {
    expect(ROWS).toBeGreaterThan(COUNT_EXACT_LIMIT);
    const res = await page({ pageSize: 25 });
    expect(res.total).toBe(ROWS);
    expect(res.totalPages).toBe(Math.ceil(ROWS / 25));
  });

  it("counts each filter on its own", async () => {
    const res = await page({
      pageSize: 25,
      additionalStringFilters: { facilityType: TYPES[1] },
    });
    expect(res.total).toBe(Math.floor(ROWS / 3) + (ROWS % 3 >= 1 ? 1 : 0));
  });

  it("stays within 5% while the count is reused", async () => {
    await t.db.execute(sql`
      insert into facilities (name) select 'Late ' || g from generate_series(1, 50) g`);
    const res = await page({ pageSize: 25 });
    expect(Math.abs(res.total - (ROWS + 50))).toBeLessThanOrEqual(
      0.05 * (ROWS + 50),
    );
    await t.db.execute(sql`delete from facilities where name like 'Late %'`);
  });
});

describe("deep pages", () => {
  const pages = [1, 200, 201, 250, 333, Math.ceil(ROWS / 25)];
  for (const descending of [false, true]) {
    for (const [sortBy, column] of [
      ["facilityName", "name"],
      ["createdAt", "created_at"],
      ["city", "city"],
    ]) {
      it(`${sortBy}${descending ? " desc" : ""}: every page holds OFFSET's rows`, async () => {
        for (const pageNumber of pages) {
          const res = await page({
            pageSize: 25,
            pageNumber,
            sortBy,
            sortDescending: descending,
          });
          const want = await offsetIds(
            column,
            descending,
            (pageNumber - 1) * 25,
          );
          expect(res.data.map((r) => r.facilityId)).toEqual(want);
          expect(res.hasNextPage).toBe(pageNumber * 25 < ROWS);
        }
      });
    }
  }

  it("a filtered deep page holds OFFSET's rows", async () => {
    const res = await page({
      pageSize: 25,
      pageNumber: 170,
      sortBy: "facilityName",
      additionalStringFilters: { facilityType: "hospital" },
    });
    const want = await offsetIds(
      "name",
      false,
      169 * 25,
      sql`facility_type = 'hospital'`,
    );
    expect(169 * 25).toBeGreaterThan(BOOKMARK_EVERY);
    expect(res.data.map((r) => r.facilityId)).toEqual(want);
  });

  it("a page past the end is empty and still counts", async () => {
    const res = await page({ pageSize: 25, pageNumber: 9_999 });
    expect(res.data).toEqual([]);
    expect(res.total).toBe(ROWS);
  });
});
