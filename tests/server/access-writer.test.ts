/**
 * The access record's writer (issue 21): concurrent records share a statement, and a failed
 * statement fails every call whose record it held, so no call answers with its record lost.
 */
import { describe, expect, it } from "vitest";
import { AccessWriter } from "../../server/activities/accessWriter";
import type { Db } from "../../server/db/client";

type Row = { note: string };

/** A database whose inserts take a turn of the event loop and may fail. */
function fakeDb(fail: (rows: Row[]) => boolean = () => false) {
  const statements: Row[][] = [];
  const db = {
    insert: () => ({
      values: async (rows: Row[]) => {
        await new Promise((r) => setTimeout(r, 5));
        statements.push(rows);
        if (fail(rows)) throw new Error("disk full");
      },
    }),
  };
  return { db: db as unknown as Db, statements };
}

const row = (note: string) =>
  ({ note }) as unknown as Parameters<AccessWriter["write"]>[0];

describe("AccessWriter", () => {
  it("writes one record at once, and the records that arrive meanwhile together", async () => {
    const { db, statements } = fakeDb();
    const writer = new AccessWriter(db);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => writer.write(row(`r${i}`))),
    );
    expect(statements.map((s) => s.length)).toEqual([1, 9]);
    await writer.write(row("alone"));
    expect(statements.at(-1)).toEqual([{ note: "alone" }]);
  });

  it("fails every call of a failed statement, and only those", async () => {
    const { db } = fakeDb((rows) => rows.length > 1);
    const writer = new AccessWriter(db);
    const results = await Promise.allSettled(
      ["a", "b", "c"].map((n) => writer.write(row(n))),
    );
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "rejected",
    ]);
    await expect(writer.write(row("later"))).resolves.toBeUndefined();
  });
});
