/** Search requests: validation, filters, searchTerm and dates. */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { features, users } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, post, search } from "./support/api";
import { buildFacility, buildFeature, buildUser } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
});
afterAll(() => t.close());

const ids = (body: { data: Record<string, unknown>[] }, field: string) =>
  body.data.map((r) => r[field]);

describe("request validation", () => {
  it("unknown filters are 400, in the body and in the additional maps", async () => {
    expectError(
      await post(t, "/api/features/search", { nope: "x" }, admin),
      400,
      "Unknown filter: nope.",
    );
    expectError(
      await post(
        t,
        "/api/features/search",
        { additionalStringFilters: { passwordHash: "x" } },
        admin,
      ),
      400,
      "Unknown filter: passwordHash.",
    );
    expectError(
      await post(t, "/api/features/search", { active: "yes" }, admin),
      400,
      "Filter active expects a boolean value.",
    );
  });

  it("malformed JSON is 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/features/search",
      headers: { ...admin, "content-type": "application/json" },
      payload: '{"pageSize": 2,',
    });
    expectError(res, 400, "The request body is not valid JSON.");
  });

  it.each([
    ["abc", "Invalid input: expected number, received string"],
    // Not coerced to 1 (issue 11's fuzzing): only digits or a number are a page size.
    [true, "Invalid input: expected number, received boolean"],
    ["1e9", "Invalid input: expected number, received string"],
    [0, "Too small: expected number to be >=1"],
    [5000, "Too big: expected number to be <=1000"],
    [2.5, "Invalid input: expected int, received number"],
  ])("pageSize %j is 422 with a field error", async (pageSize, message) => {
    const res = await post(t, "/api/features/search", { pageSize }, admin);
    expectError(res, 422, `pageSize: ${message}`, [
      { field: "pageSize", message },
    ]);
  });

  it("wrong types elsewhere are 422 too", async () => {
    const res = await post(
      t,
      "/api/users/search",
      { sortDescending: "yes", fromDate: "yesterday" },
      admin,
    );
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["fromDate", "sortDescending"]);
  });
});

describe("filters, searchTerm and dates", () => {
  it("merges filters from the body and the additional maps (AND)", async () => {
    await buildFeature(t.db, { code: "flt-on", title: "flt on", active: true });
    await buildFeature(t.db, {
      code: "flt-off",
      title: "flt off",
      active: false,
    });
    await buildFeature(t.db, {
      code: "flt-also",
      title: "flt also",
      active: true,
    });
    const codes = async (body: Record<string, unknown>) =>
      ids(
        await search(t, "/features", admin, { searchTerm: "flt-", ...body }),
        "featureCode",
      );
    expect(await codes({ active: true })).toEqual(["flt-also", "flt-on"]);
    expect(
      await codes({ additionalBooleanFilters: { active: false } }),
    ).toEqual(["flt-off"]);
    expect(
      await codes({ additionalStringFilters: { featureCode: "flt-on" } }),
    ).toEqual(["flt-on"]);
    expect(
      await codes({
        additionalArrayFilters: { featureCode: ["flt-on", "flt-off"] },
      }),
    ).toEqual(["flt-off", "flt-on"]);
    expect(
      await codes({ additionalArrayFilters: { featureCode: [] } }),
    ).toEqual([]);
    expect(
      await codes({
        active: true,
        additionalArrayFilters: { featureCode: ["flt-on", "flt-off"] },
      }),
    ).toEqual(["flt-on"]);
    expect(
      await codes({
        active: true,
        additionalBooleanFilters: { active: false },
      }),
    ).toEqual([]);
  });

  it("matches % and _ in searchTerm literally, case-insensitively", async () => {
    await buildFeature(t.db, { code: "lit-pct", title: "Save 50% Now" });
    await buildFeature(t.db, { code: "lit-500", title: "save 500 now" });
    await buildFeature(t.db, { code: "lit-us", title: "snake a_b" });
    await buildFeature(t.db, { code: "lit-ax", title: "snake axb" });
    const codes = async (searchTerm: string) =>
      ids(await search(t, "/features", admin, { searchTerm }), "featureCode");
    expect(await codes("50%")).toEqual(["lit-pct"]);
    expect(await codes("SAVE 50")).toEqual(["lit-500", "lit-pct"]);
    expect(await codes("a_b")).toEqual(["lit-us"]);
    expect(await codes("%")).toEqual(["lit-pct"]);
    expect(await codes("  a_b  ")).toEqual(["lit-us"]);
  });

  it("matches quotes and backslashes in searchTerm literally (issue 11)", async () => {
    await buildFeature(t.db, { code: "lit-q", title: `O'Brien "the" nurse` });
    await buildFeature(t.db, { code: "lit-bs", title: "path c:\\temp\\a_b" });
    await buildFeature(t.db, { code: "lit-plain", title: "obrien the nurse" });
    const codes = async (searchTerm: string) =>
      ids(await search(t, "/features", admin, { searchTerm }), "featureCode");
    expect(await codes("o'brien")).toEqual(["lit-q"]);
    expect(await codes('"the"')).toEqual(["lit-q"]);
    expect(await codes("c:\\temp")).toEqual(["lit-bs"]);
    expect(await codes("\\a_b")).toEqual(["lit-bs"]);
    expect(await codes("\\")).toEqual(["lit-bs"]);
    expect(await codes("'; drop table features; --")).toEqual([]);
  });

  it("filters createdAt by fromDate (inclusive) and toDate (exclusive), also via dateFilterRequest", async () => {
    const facility = await buildFacility(t.db);
    for (const d of [
      "2023-03-01T12:00:00Z",
      "2023-03-15T12:00:00Z",
      "2023-04-01T12:00:00Z",
    ]) {
      await buildUser(t.db, {
        firstName: `d${d.slice(5, 10)}`,
        facilityId: facility.id,
        createdAt: new Date(d),
      });
    }
    const names = async (body: Record<string, unknown>) =>
      ids(
        await search(t, "/users", admin, {
          facilityId: facility.id,
          sortBy: "createdAt",
          ...body,
        }),
        "firstName",
      );
    expect(await names({ fromDate: "2023-03-10" })).toEqual([
      "d03-15",
      "d04-01",
    ]);
    expect(await names({ toDate: "2023-03-15" })).toEqual(["d03-01"]);
    expect(
      await names({
        fromDate: "2023-03-01T12:00:00Z",
        toDate: "2023-04-01T12:00:00Z",
      }),
    ).toEqual(["d03-01", "d03-15"]);
    expect(
      await names({
        dateFilterRequest: { fromDate: "2023-03-02", toDate: "2023-03-16" },
      }),
    ).toEqual(["d03-15"]);
    expect(await names({ fromDate: "2023-03-15T14:00:00+02:00" })).toEqual([
      "d03-15",
      "d04-01",
    ]);
  });
});

describe("a failing request changes nothing", () => {
  it("a 409 update leaves the row, a refused create adds no row and sends no mail", async () => {
    const a = await buildFeature(t.db, { code: "keep-a", title: "keep a" });
    await buildFeature(t.db, { code: "keep-b", title: "keep b" });
    const clash = await post(
      t,
      "/api/features",
      { id: a.id, code: "keep-b", title: "changed" },
      admin,
    );
    expect(clash.statusCode).toBe(409);
    const [row] = await t.db
      .select()
      .from(features)
      .where(eq(features.id, a.id));
    expect(row).toMatchObject({ code: "keep-a", title: "keep a" });

    const [{ n: before }] = await t.db.select({ n: count() }).from(users);
    const mails = t.mails.length;
    const { headers: dataadmin } = await as(t, "dataadmin");
    const refused = await post(
      t,
      "/api/users",
      {
        email: "new-admin@example.test",
        firstName: "N",
        lastName: "A",
        roles: [{ roleCode: "systemadmin" }],
      },
      dataadmin,
    );
    expect(refused.statusCode).toBe(403);
    const badFk = await post(
      t,
      "/api/users",
      {
        email: "fk@example.test",
        firstName: "F",
        lastName: "K",
        roles: [{ roleCode: "nurse" }],
        facilityUserDetail: {
          facilityId: "00000000-0000-4000-8000-000000000000",
        },
      },
      admin,
    );
    expect(badFk.statusCode).toBe(422);
    const [{ n: after }] = await t.db.select({ n: count() }).from(users);
    expect(after).toBe(before + 1); // the dataadmin made for this test, nothing else
    expect(t.mails.length).toBe(mails);
  });
});
