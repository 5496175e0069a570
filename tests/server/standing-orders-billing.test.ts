/**
 * Issue 22: an ambulatory standing order, and one billed to a facility as its trips are (booking
 * type, payor, facility, insurance carried onto every generated leg).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/expiry";
import { STANDING_ORDER_MESSAGES as SM } from "../../domain/schemas/standingOrder";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import { dayIn } from "../../domain/zonedTime";
import { trips } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, get, post } from "./support/api";
import { buildFacility } from "./support/factories";
import {
  buildInsuranceProvider,
  buildPatient,
} from "./support/patientFactories";
import {
  CLINIC_ADDRESS,
  HOME_ADDRESS,
  priceAllBookingTypes,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const today = dayIn(new Date(), "America/New_York");
let t: TestApp;
let dispatch: Headers;
let patientId: string;

const body = (overrides: Record<string, unknown> = {}) => ({
  patientId,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  startDate: addDays(today, 1),
  pickUpTime: "06:30",
  returnPickUpTime: "11:00",
  pickUpAddress: HOME_ADDRESS,
  dropOffAddress: CLINIC_ADDRESS,
  ...overrides,
});

const orderTrips = (orderId: string) =>
  t.db.select().from(trips).where(eq(trips.standingOrderId, orderId));

beforeAll(async () => {
  t = await buildTestApp();
  await priceAllBookingTypes(t.db);
  dispatch = (await as(t, "dataadmin")).headers;
  patientId = (await buildPatient(t.db)).id;
});
afterAll(() => t.close());

describe("standing orders (issue 22)", () => {
  it("an ambulatory order is valid and books ambulatory legs; both at once is refused on the field", async () => {
    const res = await post(
      t,
      "/api/standing-orders",
      body({ wheelchairTrip: false, stretcherTrip: false }),
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      wheelchairTrip: false,
      stretcherTrip: false,
    });
    const legs = await orderTrips(order.standingOrderId);
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs)
      expect([leg.wheelchairTrip, leg.stretcherTrip]).toEqual([false, false]);
    const both = await post(
      t,
      "/api/standing-orders",
      body({ wheelchairTrip: true, stretcherTrip: true }),
      dispatch,
    );
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual([
      { field: "stretcherTrip", message: SM.equipmentBoth },
    ]);
  });

  it("carries booking type, payor, facility and insurance onto every leg", async () => {
    const facility = await buildFacility(t.db, { facilityType: "facility" });
    const res = await post(
      t,
      "/api/standing-orders",
      body({
        bookingType: "facility",
        payorType: "facility",
        facilityId: facility.id,
      }),
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    const got = (
      await get(t, `/api/standing-orders/${order.standingOrderId}`, dispatch)
    ).json().data;
    expect(got).toMatchObject({
      bookingType: "facility",
      payorType: "facility",
      facilityId: facility.id,
    });
    const legs = await orderTrips(order.standingOrderId);
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs)
      expect(leg).toMatchObject({
        bookingType: "facility",
        payorType: "facility",
        facilityId: facility.id,
      });

    const insurer = await buildInsuranceProvider(t.db);
    const insured = await post(
      t,
      "/api/standing-orders",
      body({
        payorType: "insurance",
        insuranceProviderId: insurer.id,
        insurancePolicyId: "POL-9",
      }),
      dispatch,
    );
    expect(insured.statusCode, insured.body).toBe(201);
    for (const leg of await orderTrips(insured.json().data.standingOrderId))
      expect(leg).toMatchObject({
        payorType: "insurance",
        insuranceProviderId: insurer.id,
        insurancePolicyId: "POL-9",
      });
    const missing = await post(
      t,
      "/api/standing-orders",
      body({ payorType: "insurance" }),
      dispatch,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field: "insuranceProviderId", message: SM.insuranceRequired },
    ]);
    const unknown = await post(
      t,
      "/api/standing-orders",
      body({ facilityId: randomUUID() }),
      dispatch,
    );
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().errors).toEqual([
      { field: "facilityId", message: TRIP_MESSAGES.unknownFacility },
    ]);
  });
});
