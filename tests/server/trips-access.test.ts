/**
 * Trips scoped by role (§6): who sees which trip on search and by id, the §6 clients' own
 * filters. Booking by facility staff and customers is in trips-booking.test.ts.
 */
import { describe, expect, it } from "vitest";
import { NO_FACILITY_FOUND } from "../../domain/privileges";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import { as, expectError, get, post, search } from "./support/api";
import { buildTrip } from "./support/tripFactories";
import { tripsAccessWorld } from "./support/tripsAccessWorld";

const { w, searchIds } = tripsAccessWorld();

describe("scoping on search and by id (§6)", () => {
  it("dispatch and administrators see every trip", async () => {
    for (const role of ["dataadmin", "systemadmin"] as const) {
      const { headers } = await as(w.t, role);
      expect(await searchIds(headers)).toEqual(
        [w.tripA, w.tripB, w.tripCustomer, w.tripNone].sort(),
      );
    }
  });

  it("a driver sees only their own trips, whatever driverId they send", async () => {
    expect(await searchIds(w.driverHeaders)).toEqual([w.tripA]);
    const [other] = (
      await search(w.t, "/trips", (await as(w.t, "dataadmin")).headers, {
        additionalStringFilters: { facilityId: w.facilityB },
      })
    ).data;
    expect(
      await searchIds(w.driverHeaders, {
        additionalStringFilters: { driverId: other.driverId },
      }),
    ).toEqual([]);
    expect(
      (await get(w.t, `/api/trips/${w.tripA}`, w.driverHeaders)).statusCode,
    ).toBe(200);
    expectError(
      await get(w.t, `/api/trips/${w.tripB}`, w.driverHeaders),
      404,
      "Trip not found.",
    );
  });

  it.each(["nurse", "facilityadmin"] as const)(
    "a %s sees only their facility's trips, whatever facilityId they send",
    async (role) => {
      const { headers } = await as(w.t, role, { facilityId: w.facilityA });
      expect(await searchIds(headers)).toEqual([w.tripA]);
      expect(
        await searchIds(headers, {
          additionalStringFilters: { facilityId: w.facilityB },
        }),
      ).toEqual([]);
      expectError(
        await get(w.t, `/api/trips/${w.tripB}`, headers),
        404,
        "Trip not found.",
      );
      expectError(
        await get(w.t, `/api/trips/${w.tripNone}`, headers),
        404,
        "Trip not found.",
      );
    },
  );

  it("facility staff without a facility see nothing and cannot book", async () => {
    const { headers } = await as(w.t, "nurse");
    expect(await searchIds(headers)).toEqual([]);
    expect(
      await searchIds(headers, {
        additionalStringFilters: { facilityId: NO_FACILITY_FOUND },
      }),
    ).toEqual([]);
    expectError(
      await post(
        w.t,
        "/api/trips",
        buildTrip({ patientId: w.patientA }),
        headers,
      ),
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
    const admin = (await as(w.t, "dataadmin")).headers;
    const [own] = (
      await search(w.t, "/trips", admin, {
        additionalStringFilters: { facilityId: w.facilityA },
      })
    ).data;
    expect(
      await searchIds(
        w.driverHeaders,
        body({ driverId: String(own.driverId) }),
      ),
    ).toEqual([w.tripA]);
    for (const role of ["nurse", "facilityadmin"] as const) {
      const { headers } = await as(w.t, role, { facilityId: w.facilityA });
      expect(
        await searchIds(headers, body({ facilityId: w.facilityA })),
      ).toEqual([w.tripA]);
      // search() asserts the 200: neither the sentinel nor a foreign id is an error.
      expect(
        await searchIds(headers, body({ facilityId: NO_FACILITY_FOUND })),
      ).toEqual([]);
      expect(
        await searchIds(headers, body({ facilityId: w.facilityB })),
      ).toEqual([]);
      // A foreign facility never widens a facility user's answer, even with another filter.
      expect(
        await searchIds(
          headers,
          body({ facilityId: w.facilityB, driverId: String(own.driverId) }),
        ),
      ).toEqual([]);
    }
  });

  it("a customer sees only the trips they booked", async () => {
    expect(await searchIds(w.customer.headers)).toEqual([w.tripCustomer]);
    expectError(
      await get(w.t, `/api/trips/${w.tripA}`, w.customer.headers),
      404,
      "Trip not found.",
    );
  });
});
