/**
 * Issue 22: POST /trips/calendar, the calendar's one request per view: the range's trips (toDate
 * exclusive), scoped as /trips/all, as compact event rows, with the range's total.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES } from "../../domain/schemas/calendar";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { buildPatient } from "./support/patientFactories";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const URL = "/api/trips/calendar";
const MARCH = {
  fromDate: "2031-03-01T05:00:00.000Z",
  toDate: "2031-04-01T04:00:00.000Z",
};

let t: TestApp;
let dispatch: Headers;
let customer: { user: { id: string }; headers: Headers };
let inRange: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = (await as(t, "dataadmin")).headers;
  customer = await as(t, "customer");
  const patient = await buildPatient(t.db, { firstName: "Rosa", lastName: "Parks" }); // prettier-ignore
  inRange = await insertTrip(t.db, {
    patientId: patient.id,
    pickUpDatetime: new Date("2031-03-14T14:00:00.000Z"),
    travelTimeInMinutes: 40,
    tripStatus: "confirmed",
    wheelchairTrip: true,
    bookingUserId: customer.user.id,
  });
  await insertTrip(t.db, { pickUpDatetime: new Date("2031-03-02T13:00:00.000Z"), wheelchairTrip: false, stretcherTrip: false }); // prettier-ignore
  // The range's end is exclusive; the day before it starts is outside.
  await insertTrip(t.db, { pickUpDatetime: new Date(MARCH.toDate) });
  await insertTrip(t.db, { pickUpDatetime: new Date("2031-02-28T12:00:00.000Z") }); // prettier-ignore
});
afterAll(() => t.close());

describe("POST /trips/calendar", () => {
  it("answers the range's trips in one call, as compact event rows", async () => {
    const res = await post(t, URL, MARCH, dispatch);
    expect(res.statusCode, res.body).toBe(200);
    const { trips, total } = res.json().data;
    expect(total).toBe(2);
    expect(
      trips.map((r: { pickUpDatetime: string }) => r.pickUpDatetime),
    ).toEqual(["2031-03-02T13:00:00.000Z", "2031-03-14T14:00:00.000Z"]);
    expect(trips[1]).toEqual({
      tripId: inRange.id,
      pickUpDatetime: "2031-03-14T14:00:00.000Z",
      travelTimeInMinutes: 40,
      tripStatus: "confirmed",
      patientName: "Rosa Parks",
      mobility: "wheelchair",
      willCall: false,
      willCallActivatedAt: null,
      originName: "Home",
      destinationName: "Mercy Dialysis",
    });
    expect(trips[0].mobility).toBe("ambulatory");
  });

  it("scopes the rows as /trips/all: a customer sees the trips they booked", async () => {
    const res = await post(t, URL, MARCH, customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, trips: [{ tripId: inRange.id }] }); // prettier-ignore
  });

  it("refuses a range longer than 45 days or ending before it starts, and needs a session", async () => {
    const tooLong = { fromDate: MARCH.fromDate, toDate: "2031-06-01T04:00:00.000Z" }; // prettier-ignore
    const backwards = { fromDate: MARCH.toDate, toDate: MARCH.fromDate };
    for (const body of [tooLong, backwards]) {
      const res = await post(t, URL, body, dispatch);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual([{ field: "toDate", message: CALENDAR_MESSAGES.range }]); // prettier-ignore
    }
    expectError(await post(t, URL, MARCH), 401);
  });
});
