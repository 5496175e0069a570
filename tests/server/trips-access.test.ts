import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_FACILITY_FOUND } from "../../domain/privileges";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import { buildPatient, patientBody } from "./support/patientFactories";
import {
  buildTrip,
  insertTrip,
  priceAllBookingTypes,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let facilityA: string;
let facilityB: string;
let patientA: string;
let patientB: string;
let driverHeaders: Headers;
let customer: { id: string; headers: Headers };
let tripA: string;
let tripB: string;
let tripCustomer: string;
let tripNone: string;
beforeAll(async () => {
  t = await buildTestApp();
  await priceAllBookingTypes(t.db);
  facilityA = (await buildFacility(t.db)).id;
  facilityB = (await buildFacility(t.db)).id;
  patientA = (await buildPatient(t.db, { facilityId: facilityA })).id;
  patientB = (await buildPatient(t.db, { facilityId: facilityB })).id;
  const driverUser = await as(t, "driver");
  driverHeaders = driverUser.headers;
  const mine = await buildDriver(t.db, { userId: driverUser.user.id });
  const other = await buildDriver(t.db);
  const c = await as(t, "customer");
  customer = { id: c.user.id, headers: c.headers };
  tripA = (
    await insertTrip(t.db, {
      patientId: patientA,
      facilityId: facilityA,
      driverId: mine.id,
    })
  ).id;
  tripB = (
    await insertTrip(t.db, {
      patientId: patientB,
      facilityId: facilityB,
      driverId: other.id,
    })
  ).id;
  tripCustomer = (await insertTrip(t.db, { bookingUserId: customer.id })).id;
  tripNone = (await insertTrip(t.db)).id;
});
afterAll(() => t.close());

const ids = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((r) => r.tripId as string).sort();
const searchIds = async (
  headers: Headers,
  body: Record<string, unknown> = {},
) => ids(await search(t, "/trips", headers, body));

describe("scoping on search and by id (§6)", () => {
  it("dispatch and administrators see every trip", async () => {
    for (const role of ["dataadmin", "systemadmin"] as const) {
      const { headers } = await as(t, role);
      expect(await searchIds(headers)).toEqual(
        [tripA, tripB, tripCustomer, tripNone].sort(),
      );
    }
  });

  it("a driver sees only their own trips, whatever driverId they send", async () => {
    expect(await searchIds(driverHeaders)).toEqual([tripA]);
    const [other] = (
      await search(t, "/trips", (await as(t, "dataadmin")).headers, {
        additionalStringFilters: { facilityId: facilityB },
      })
    ).data;
    expect(
      await searchIds(driverHeaders, {
        additionalStringFilters: { driverId: other.driverId },
      }),
    ).toEqual([]);
    expect(
      (await get(t, `/api/trips/${tripA}`, driverHeaders)).statusCode,
    ).toBe(200);
    expectError(
      await get(t, `/api/trips/${tripB}`, driverHeaders),
      404,
      "Trip not found.",
    );
  });

  it.each(["nurse", "facilityadmin"] as const)(
    "a %s sees only their facility's trips, whatever facilityId they send",
    async (role) => {
      const { headers } = await as(t, role, { facilityId: facilityA });
      expect(await searchIds(headers)).toEqual([tripA]);
      expect(
        await searchIds(headers, {
          additionalStringFilters: { facilityId: facilityB },
        }),
      ).toEqual([]);
      expectError(
        await get(t, `/api/trips/${tripB}`, headers),
        404,
        "Trip not found.",
      );
      expectError(
        await get(t, `/api/trips/${tripNone}`, headers),
        404,
        "Trip not found.",
      );
    },
  );

  it("facility staff without a facility see nothing and cannot book", async () => {
    const { headers } = await as(t, "nurse");
    expect(await searchIds(headers)).toEqual([]);
    expect(
      await searchIds(headers, {
        additionalStringFilters: { facilityId: NO_FACILITY_FOUND },
      }),
    ).toEqual([]);
    expectError(
      await post(t, "/api/trips", buildTrip({ patientId: patientA }), headers),
      403,
      TRIP_MESSAGES.noFacility,
    );
  });

  it("answers the §6 clients' own filters (issue 22): a driver's driverId, the facility or its sentinel, 200 and still scoped", async () => {
    // The exact §3/§7 bodies the spec's clients send from /trips/all.
    const body = (filters: Record<string, string>) => ({
      pageNumber: 1,
      pageSize: 10,
      sortBy: "pickUpDatetime",
      sortDescending: true,
      additionalStringFilters: filters,
    });
    const admin = (await as(t, "dataadmin")).headers;
    const [own] = (
      await search(t, "/trips", admin, {
        additionalStringFilters: { facilityId: facilityA },
      })
    ).data;
    expect(
      await searchIds(driverHeaders, body({ driverId: String(own.driverId) })),
    ).toEqual([tripA]);
    for (const role of ["nurse", "facilityadmin"] as const) {
      const { headers } = await as(t, role, { facilityId: facilityA });
      expect(await searchIds(headers, body({ facilityId: facilityA }))).toEqual(
        [tripA],
      );
      // search() asserts the 200: neither the sentinel nor a foreign id is an error.
      expect(
        await searchIds(headers, body({ facilityId: NO_FACILITY_FOUND })),
      ).toEqual([]);
      expect(await searchIds(headers, body({ facilityId: facilityB }))).toEqual(
        [],
      );
      // A foreign facility never widens a facility user's answer, even with another filter.
      expect(
        await searchIds(
          headers,
          body({ facilityId: facilityB, driverId: String(own.driverId) }),
        ),
      ).toEqual([]);
    }
  });

  it("a customer sees only the trips they booked", async () => {
    expect(await searchIds(customer.headers)).toEqual([tripCustomer]);
    expectError(
      await get(t, `/api/trips/${tripA}`, customer.headers),
      404,
      "Trip not found.",
    );
  });
});

describe("facility staff booking (request-trips)", () => {
  let nurse: Headers;
  beforeAll(async () => {
    nurse = (await as(t, "nurse", { facilityId: facilityA })).headers;
  });

  it("books a pending trip for their facility's patient, facility forced to theirs", async () => {
    const res = await post(
      t,
      "/api/trips",
      buildTrip({ patientId: patientA }),
      nurse,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      facilityId: facilityA,
      tripStatus: "pending",
    });
  });

  it("422 for another facility's patient, 403 for another facility", async () => {
    expectError(
      await post(t, "/api/trips", buildTrip({ patientId: patientB }), nurse),
      422,
      `patientId: ${TRIP_MESSAGES.unknownPatient}`,
      [{ field: "patientId", message: TRIP_MESSAGES.unknownPatient }],
    );
    expectError(
      await post(
        t,
        "/api/trips",
        buildTrip({ patientId: patientA, facilityId: facilityB }),
        nurse,
      ),
      403,
      TRIP_MESSAGES.otherFacility,
    );
  });

  it.each([
    ["driverId", "driver"],
    ["dispatcherNotes", "text"],
    ["outcomeCode", "completed"],
    ["tripStatus", "confirmed"],
  ])("403 setting %s", async (field, kind) => {
    const value =
      kind === "driver"
        ? (await buildDriver(t.db)).id
        : kind === "text"
          ? "Note"
          : kind;
    const res = await post(
      t,
      "/api/trips",
      buildTrip({ patientId: patientA, [field]: value }),
      nurse,
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().errors[0].field).toBe(field);
  });

  it("edits their pending trip, and cannot once dispatch confirmed it", async () => {
    const trip = (
      await post(t, "/api/trips", buildTrip({ patientId: patientA }), nurse)
    ).json().data;
    const edit = (extra: Record<string, unknown> = {}) =>
      post(
        t,
        "/api/trips",
        buildTrip({ tripId: trip.tripId, patientId: patientA, ...extra }),
        nurse,
      );
    const ok = await edit({ specialInstructions: "Oxygen tank" });
    expect(ok.statusCode, ok.body).toBe(200);
    const dispatch = (await as(t, "dataadmin")).headers;
    await post(
      t,
      "/api/trips",
      buildTrip({
        tripId: trip.tripId,
        patientId: patientA,
        tripStatus: "confirmed",
      }),
      dispatch,
    );
    expectError(
      await edit(),
      403,
      "This trip is confirmed: only dispatch can change it now.",
    );
    expectError(await del(t, `/api/trips/${trip.tripId}`, nurse), 403);
  });
});

describe("customer booking and the patients they reach", () => {
  it("adds a patient, books for them; never anyone else's patient", async () => {
    const created = await post(
      t,
      "/api/patients",
      patientBody(),
      customer.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const patient = created.json().data;
    expect(patient.facilityId).toBeNull();

    const trip = await post(
      t,
      "/api/trips",
      buildTrip({ patientId: patient.patientId }),
      customer.headers,
    );
    expect(trip.statusCode, trip.body).toBe(201);
    expect(trip.json().data).toMatchObject({
      facilityId: null,
      bookingUserId: customer.id,
      tripStatus: "pending",
    });

    expectError(
      await post(
        t,
        "/api/trips",
        buildTrip({ patientId: patientA }),
        customer.headers,
      ),
      422,
      `patientId: ${TRIP_MESSAGES.unknownPatient}`,
      [{ field: "patientId", message: TRIP_MESSAGES.unknownPatient }],
    );
  });

  it("reads the patients they created or booked for, edits only the ones they created", async () => {
    const other = await as(t, "customer");
    const own = (
      await post(t, "/api/patients", patientBody(), other.headers)
    ).json().data;
    const booked = await buildPatient(t.db);
    await insertTrip(t.db, {
      patientId: booked.id,
      bookingUserId: other.user.id,
    });
    const seen = await search(t, "/patients", other.headers);
    expect(seen.data.map((p) => p.patientId).sort()).toEqual(
      [own.patientId, booked.id].sort(),
    );
    expectError(
      await get(t, `/api/patients/${patientA}`, other.headers),
      404,
      "Patient not found.",
    );
    const renamed = await post(
      t,
      "/api/patients",
      patientBody({ patientId: own.patientId, firstName: "Renamed" }),
      other.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expectError(
      await post(
        t,
        "/api/patients",
        patientBody({ patientId: booked.id }),
        other.headers,
      ),
      403,
      "You can only change the patients you added.",
    );
    expectError(
      await del(t, `/api/patients/${own.patientId}`, other.headers),
      403,
    );
  });

  it("cancels their own pending trip through the lifecycle table", async () => {
    const patient = (
      await post(t, "/api/patients", patientBody(), customer.headers)
    ).json().data;
    const trip = (
      await post(
        t,
        "/api/trips",
        buildTrip({ patientId: patient.patientId }),
        customer.headers,
      )
    ).json().data;
    const res = await post(
      t,
      "/api/trips",
      buildTrip({
        tripId: trip.tripId,
        patientId: patient.patientId,
        tripStatus: "cancelled",
        reasonForCancellation: "Appointment moved",
        cancelledByParty: "patient",
      }),
      customer.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      tripStatus: "cancelled",
      cancelled: true,
    });
  });
});
