import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { buildTripPrice, tripPriceBody } from "./support/patientFactories";
import { expectedOrder } from "./support/sorting";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dataadmin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

const ids = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((p) => p.tripPriceId);
const save = (body: Record<string, unknown>, headers = dataadmin) =>
  post(t, "/api/trip-prices", body, headers);
const DUPLICATE =
  "A price list for this booking type already starts on this date.";

describe("the generic calls", () => {
  it("create 201, get, update 200, delete 200 then 404", async () => {
    const created = await save(
      tripPriceBody({
        notes: "  Summer tariff ",
        attendantCents: 1200,
        noShowFeeCents: 2500,
        lateCancelFeeCents: 1800,
        // Codes are upper-cased; a blank override is no override.
        hcpcsCodes: { wheelchair: " a0130 ", wait: "" },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New Trip Price added.",
      data: {
        _id: data.tripPriceId,
        id: data.tripPriceId,
        tripPriceId: data.tripPriceId,
        bookingType: "facility",
        baseFareCents: 3000,
        perMileCents: 300,
        wheelchairSurchargeCents: 1000,
        stretcherSurchargeCents: 5000,
        waitTimePerMinuteCents: 75,
        attendantCents: 1200,
        noShowFeeCents: 2500,
        lateCancelFeeCents: 1800,
        effectiveFrom: "2025-07-01",
        notes: "Summer tariff",
        hcpcsCodes: { wheelchair: "A0130" },
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    const id = data.tripPriceId;
    expect((await get(t, `/api/trip-prices/${id}`, dataadmin)).json()).toEqual({
      code: 200,
      message: "OK",
      data,
    });
    const updated = await save(
      tripPriceBody({ tripPriceId: id, baseFareCents: 3250, notes: "" }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Trip Price updated.",
      data: { tripPriceId: id, baseFareCents: 3250, notes: null },
    });
    expect(
      (await del(t, `/api/trip-prices/${id}`, dataadmin)).json(),
    ).toMatchObject({
      code: 200,
      message: "Trip Price deleted.",
      data: { tripPriceId: id },
    });
    for (const res of [
      await get(t, `/api/trip-prices/${id}`, dataadmin),
      await del(t, `/api/trip-prices/${id}`, dataadmin),
      await save(tripPriceBody({ tripPriceId: id })),
      await get(t, `/api/trip-prices/${randomUUID()}`, dataadmin),
    ])
      expectError(res, 404, "Trip Price not found.");
  });

  it("409 for a second list of the same booking type and start day, on create and update", async () => {
    const first = await buildTripPrice(t.db, {
      bookingType: "hospital",
      effectiveFrom: "2024-03-01",
    });
    const body = tripPriceBody({
      bookingType: "hospital",
      effectiveFrom: "2024-03-01",
    });
    expectError(await save(body), 409, DUPLICATE, [
      { field: "effectiveFrom", message: DUPLICATE },
    ]);
    // The same day for another booking type is another list.
    expect((await save({ ...body, bookingType: "private" })).statusCode).toBe(
      201,
    );
    const second = await buildTripPrice(t.db, {
      bookingType: "hospital",
      effectiveFrom: "2024-09-01",
    });
    expectError(
      await save({ ...body, tripPriceId: second.id }),
      409,
      DUPLICATE,
      [{ field: "effectiveFrom", message: DUPLICATE }],
    );
    // Saving a list with its own day is no clash.
    expect((await save({ ...body, tripPriceId: first.id })).statusCode).toBe(
      200,
    );
  });
});

describe("validation (422 with the field)", () => {
  const errorsOf = async (body: Record<string, unknown>) => {
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors;
  };

  it("amounts are whole, non-negative cents under their limits", async () => {
    expect(
      await errorsOf(
        tripPriceBody({
          baseFareCents: -1,
          perMileCents: 2.5,
          wheelchairSurchargeCents: 100_001,
          stretcherSurchargeCents: "50",
          waitTimePerMinuteCents: 5_001,
        }),
      ),
    ).toEqual([
      { field: "baseFareCents", message: "Enter an amount of $0.00 or more." },
      { field: "perMileCents", message: "Enter an amount in whole cents." },
      { field: "wheelchairSurchargeCents", message: "Enter at most $1000.00." },
      {
        field: "stretcherSurchargeCents",
        message: "Enter an amount such as 12.50.",
      },
      { field: "waitTimePerMinuteCents", message: "Enter at most $50.00." },
    ]);
  });

  it("billing fees are cents like the amounts; HCPCS overrides are codes of known components", async () => {
    expect(
      await errorsOf(
        tripPriceBody({
          noShowFeeCents: -5,
          hcpcsCodes: { wheelchair: "A01", teleport: "A0130" },
        }),
      ),
    ).toEqual([
      { field: "noShowFeeCents", message: "Enter an amount of $0.00 or more." },
      {
        field: "hcpcsCodes.wheelchair",
        message: "Enter a HCPCS code: a letter and four digits, such as A0130.",
      },
      { field: "hcpcsCodes", message: 'Unrecognized key: "teleport"' },
    ]);
  });

  it("needs a booking type of §3 and a real start day", async () => {
    expect(
      await errorsOf(
        tripPriceBody({
          bookingType: "community",
          effectiveFrom: "2025-02-30",
        }),
      ),
    ).toEqual([
      {
        field: "bookingType",
        message: "Choose Private / Community, Facility or Hospital.",
      },
      { field: "effectiveFrom", message: "Enter a date as YYYY-MM-DD." },
    ]);
    expect(
      await errorsOf(
        tripPriceBody({ effectiveFrom: undefined, baseFareCents: null }),
      ),
    ).toEqual([
      { field: "baseFareCents", message: "This field is required." },
      { field: "effectiveFrom", message: "This field is required." },
    ]);
  });
});

describe("search", () => {
  let rows: Awaited<ReturnType<typeof buildTripPrice>>[];
  const tag = "zqtariff";
  beforeAll(async () => {
    const spec = [
      ["private", "2030-01-01", 2200, "2024-05-03"],
      ["private", "2031-01-01", 2500, "2024-05-01"],
      ["facility", "2030-06-01", 3000, "2024-05-04"],
      ["private", "2032-01-01", 2800, "2024-05-02"],
      ["hospital", "2030-03-15", 4000, "2024-05-05"],
    ] as const;
    rows = [];
    for (const [bookingType, effectiveFrom, baseFareCents, at] of spec)
      rows.push(
        await buildTripPrice(t.db, {
          bookingType,
          effectiveFrom,
          baseFareCents,
          notes: `${tag} ${bookingType}`,
          createdAt: new Date(at),
        }),
      );
  });
  const find = (body: Record<string, unknown>) =>
    search(t, "/trip-prices", dataadmin, { searchTerm: tag, ...body });

  it("filters by booking type, newest start first", async () => {
    expect(
      ids(
        await find({
          bookingType: "private",
          sortBy: "effectiveFrom",
          sortDescending: true,
        }),
      ),
    ).toEqual([3, 1, 0].map((i) => rows[i].id));
  });

  it("finds the list in effect on a day with effectiveOnOrBefore", async () => {
    const inEffect = (day: string) =>
      find({
        bookingType: "private",
        effectiveOnOrBefore: day,
        sortBy: "effectiveFrom",
        sortDescending: true,
        pageSize: 1,
      }).then(ids);
    expect(await inEffect("2029-12-31")).toEqual([]);
    expect(await inEffect("2030-01-01")).toEqual([rows[0].id]);
    expect(await inEffect("2031-06-30")).toEqual([rows[1].id]);
    expect(await inEffect("2040-01-01")).toEqual([rows[3].id]);
    expectError(
      await post(
        t,
        "/api/trip-prices/search",
        { effectiveOnOrBefore: "soon" },
        dataadmin,
      ),
      400,
      "Filter effectiveOnOrBefore expects a date as YYYY-MM-DD.",
    );
  });

  it("searches notes and booking type", async () => {
    expect(ids(await find({ searchTerm: `${tag} hosp` }))).toEqual([
      rows[4].id,
    ]);
  });

  it("sorts by each sortable field both ways, effectiveFrom by default", async () => {
    for (const sortBy of [
      "effectiveFrom",
      "bookingType",
      "baseFareCents",
      "createdAt",
    ]) {
      for (const sortDescending of [false, true]) {
        const res = await find({ sortBy, sortDescending });
        expect(ids(res), `${sortBy} ${sortDescending}`).toEqual(
          expectedOrder(res.data, sortBy, "tripPriceId", sortDescending),
        );
      }
    }
    const byDefault = await find({});
    expect(byDefault.sortBy).toBe("effectiveFrom");
    expect(ids(byDefault)).toEqual([0, 4, 2, 1, 3].map((i) => rows[i].id));
  });
});
