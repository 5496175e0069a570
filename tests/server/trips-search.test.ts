import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, expectError, post, search } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import { buildPatient } from "./support/patientFactories";
import { expectedOrder } from "./support/sorting";
import { insertPaymentRecord, insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { buildVehicle } from "./support/vehicleFactories";

let t: TestApp;
let dispatch: Headers;
type Row = Record<string, unknown> & { tripId: string };
const made: Record<string, Row> = {};
let driverId: string;
let facilityId: string;
let vehicleId: string;
let patientId: string;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = (await as(t, "dataadmin")).headers;
  driverId = (await buildDriver(t.db)).id;
  facilityId = (await buildFacility(t.db)).id;
  vehicleId = (await buildVehicle(t.db)).id;
  patientId = (
    await buildPatient(t.db, { firstName: "Zelda", lastName: "Quill" })
  ).id;
  const rows = {
    // Private trips for Payment Records: completed, confirmed, and one pending (excluded).
    privateCompleted: {
      bookingType: "private",
      tripStatus: "completed",
      pickUpDatetime: at("2026-03-02T09:00:00Z"),
      requesterName: "Alma",
    },
    privateConfirmed: {
      bookingType: "private",
      tripStatus: "confirmed",
      pickUpDatetime: at("2026-03-01T09:00:00Z"),
      requesterName: "Bert",
      driverId: "$driver",
    },
    privatePending: {
      bookingType: "private",
      tripStatus: "pending",
      pickUpDatetime: at("2026-03-03T09:00:00Z"),
      requesterName: "Cora",
    },
    facilityStretcher: {
      bookingType: "facility",
      tripStatus: "completed",
      wheelchairTrip: false,
      stretcherTrip: true,
      pickUpDatetime: at("2026-03-04T09:00:00Z"),
      requesterName: "Dirk",
      facilityId: "$facility",
      vehicleId: "$vehicle",
    },
    hospitalWillCall: {
      bookingType: "hospital",
      tripStatus: "pending",
      pickUpDatetime: at("2026-03-05T00:00:00Z"),
      requesterName: "Emil",
      direction: "return",
      willCall: true,
      patientId: "$patient",
      pickUpAddress: {
        name: "Saint Brigid Hospital",
        line1: "9 Harbour Road",
        city: "Dayton",
        state: "OH",
        postalCode: "45402",
      },
    },
  } as const;
  const ref = (v: unknown) =>
    v === "$driver"
      ? driverId
      : v === "$facility"
        ? facilityId
        : v === "$vehicle"
          ? vehicleId
          : v === "$patient"
            ? patientId
            : v;
  for (const [key, values] of Object.entries(rows)) {
    const resolved = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, ref(v)]),
    );
    const trip = await insertTrip(t.db, resolved);
    made[key] = { ...resolved, tripId: trip.id } as Row;
  }
  const outbound = await insertTrip(t.db, {
    pickUpDatetime: at("2026-02-01T09:00:00Z"),
    requesterName: "Fay",
  });
  made.outbound = { tripId: outbound.id } as Row;
  await insertTrip(t.db, {
    linkedTripId: outbound.id,
    direction: "return",
    pickUpDatetime: at("2026-02-01T15:00:00Z"),
    requesterName: "Gus",
  });
  await insertPaymentRecord(t.db, {
    tripId: made.privateCompleted.tripId,
    status: "pending",
    amountCents: 100,
  });
  await insertPaymentRecord(t.db, {
    tripId: made.privateCompleted.tripId,
    status: "completed",
    amountCents: 5905,
  });
});
afterAll(() => t.close());

const find = (body: Record<string, unknown>) =>
  search<Row>(t, "/trips", dispatch, body);
const idsOf = async (body: Record<string, unknown>) =>
  (await find(body)).data.map((r) => r.tripId).sort();
const only = (...keys: string[]) => keys.map((k) => made[k].tripId).sort();

describe("filters (§7)", () => {
  it.each([
    [
      { additionalStringFilters: { bookingType: "facility" } },
      ["facilityStretcher"],
    ],
    [
      { additionalBooleanFilters: { stretcherTrip: true } },
      ["facilityStretcher"],
    ],
    [{ additionalBooleanFilters: { willCall: true } }, ["hospitalWillCall"]],
    [
      {
        additionalBooleanFilters: { wheelchairTrip: false },
        additionalStringFilters: { bookingType: "facility" },
      },
      ["facilityStretcher"],
    ],
  ])("%j", async (body, keys) => {
    expect(await idsOf(body)).toEqual(only(...keys));
  });

  it("by driver, facility, vehicle, patient and linked trip", async () => {
    expect(await idsOf({ additionalStringFilters: { driverId } })).toEqual(
      only("privateConfirmed"),
    );
    expect(await idsOf({ additionalStringFilters: { facilityId } })).toEqual(
      only("facilityStretcher"),
    );
    expect(await idsOf({ additionalStringFilters: { vehicleId } })).toEqual(
      only("facilityStretcher"),
    );
    expect(await idsOf({ additionalStringFilters: { patientId } })).toEqual(
      only("hospitalWillCall"),
    );
    const linked = await find({
      additionalStringFilters: { linkedTripId: made.outbound.tripId },
    });
    expect(linked.data.map((r) => r.requesterName)).toEqual(["Gus"]);
  });

  it("tripStatuses is trip_status IN (…)", async () => {
    const res = await find({
      additionalArrayFilters: { tripStatuses: ["pending", "confirmed"] },
    });
    expect(new Set(res.data.map((r) => r.tripStatus))).toEqual(
      new Set(["pending", "confirmed"]),
    );
    // Pending: privatePending, hospitalWillCall and both legs of the round trip; one confirmed.
    expect(res.total).toBe(5);
  });

  it("a date range on the pick-up, the end exclusive (the day after the chosen one)", async () => {
    expect(
      await idsOf({
        dateFilterRequest: {
          fromDate: "2026-03-02T00:00:00.000Z",
          toDate: "2026-03-05T00:00:00.000Z",
        },
      }),
    ).toEqual(only("privateCompleted", "privatePending", "facilityStretcher"));
  });

  it("searchTerm over patient, requester and addresses", async () => {
    expect(await idsOf({ searchTerm: "quill" })).toEqual(
      only("hospitalWillCall"),
    );
    expect(await idsOf({ searchTerm: "DIRK" })).toEqual(
      only("facilityStretcher"),
    );
    expect(await idsOf({ searchTerm: "brigid" })).toEqual(
      only("hospitalWillCall"),
    );
    expect(await idsOf({ searchTerm: "dayton" })).toEqual(
      only("hospitalWillCall"),
    );
  });

  it("an unknown filter is 400", async () => {
    const res = await post(
      t,
      "/api/trips/search",
      { additionalStringFilters: { colour: "red" } },
      dispatch,
    );
    expectError(res, 400, "Unknown filter: colour.");
  });
});

describe("sorting", () => {
  it("defaults to pickUpDatetime", async () => {
    const res = await find({ pageSize: 100 });
    expect(res.sortBy).toBe("pickUpDatetime");
    expect(res.data.map((r) => r.tripId)).toEqual(
      expectedOrder(res.data, "pickUpDatetime", "tripId", false),
    );
  });

  it.each([
    "pickUpDatetime",
    "createdAt",
    "requesterName",
    "patientName",
    "tripStatus",
  ])("by %s, both directions, ties broken by id", async (sortBy) => {
    for (const sortDescending of [false, true]) {
      const res = await find({ pageSize: 100, sortBy, sortDescending });
      const rows = res.data.map((r) => ({
        ...r,
        patientName: `${(r.patient as { lastName: string }).lastName} ${(r.patient as { firstName: string }).firstName}`,
      }));
      expect(rows.map((r) => r.tripId)).toEqual(
        expectedOrder(
          rows,
          sortBy as keyof (typeof rows)[number],
          "tripId",
          sortDescending,
        ),
      );
    }
  });

  it("400 for a field that is not sortable", async () => {
    const res = await post(
      t,
      "/api/trips/search",
      { sortBy: "fare" },
      dispatch,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe("the Payment Records search (§7)", () => {
  it("private, completed and confirmed, by pick-up ascending, with payment and money", async () => {
    const res = await find({
      pageNumber: 1,
      pageSize: 10,
      sortBy: "pickUpDatetime",
      sortDescending: false,
      searchTerm: "",
      dateFilterRequest: {
        fromDate: "2026-03-01T00:00:00.000Z",
        toDate: "2026-03-03T00:00:00.000Z",
      },
      additionalStringFilters: { bookingType: "private" },
      additionalArrayFilters: { tripStatuses: ["completed", "confirmed"] },
    });
    expect(res.data.map((r) => r.tripId)).toEqual([
      made.privateConfirmed.tripId,
      made.privateCompleted.tripId,
    ]);
    const [confirmed, completed] = res.data;
    expect(confirmed.paymentRecord).toBeNull();
    // The latest record is the trip's paymentRecord; amount in cents.
    expect(completed.paymentRecord).toMatchObject({
      status: "completed",
      amount: 5905,
    });
    expect(completed.patient).toMatchObject({ firstName: "Pat" });
  });
});
