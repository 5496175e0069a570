/**
 * The activity log's diff of a record (diffRecords): pure, no app. The activities API and the
 * recording of a trip's changes are in activities.test.ts.
 */
import { describe, expect, it } from "vitest";
import { diffRecords } from "../../server/activities/record";

describe("the changes of a record", () => {
  it("diffs fields as JSON, ignoring bookkeeping columns and key order", () => {
    const at = new Date("2026-03-01T10:00:00.000Z");
    expect(
      diffRecords(
        { a: 1, when: at, address: { x: 1, y: 2 }, updatedAt: at, same: "s" },
        {
          a: 2,
          when: new Date(at),
          address: { y: 2, x: 1 },
          updatedAt: new Date(),
          same: "s",
          added: "new",
        },
      ),
    ).toEqual([
      { field: "a", before: 1, after: 2 },
      { field: "added", before: null, after: "new" },
    ]);
    expect(diffRecords(null, { name: "x", note: null })).toEqual([
      { field: "name", before: null, after: "x" },
    ]);
    expect(diffRecords({ when: at }, null)).toEqual([
      { field: "when", before: at.toISOString(), after: null },
    ]);
  });
});
