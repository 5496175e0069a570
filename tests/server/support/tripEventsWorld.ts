/**
 * The trip-event test files' shared set-up: one app with a facility, dispatch, two drivers and
 * two nurses (one of another facility), and the calls the tests make on POST /trips/{id}/events.
 */
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { activities, trips } from "../../../server/db/schema";
import type { Headers } from "./api";
import { as, post } from "./api";
import { appWorld } from "./appWorld";
import { buildDriver } from "./driverFactories";
import { buildFacility } from "./factories";
import { buildLifecycleTrip } from "./lifecycleFactories";
import type { TestApp } from "./testApp";

export const ROUTE = (id: string) => `/api/trips/${id}/events`;
export const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** The file's app: a facility, dispatch, a driver with a record, another driver, two nurses. */
async function buildWorld(t: TestApp) {
  const facilityId = (await buildFacility(t.db)).id;
  const other = await buildFacility(t.db);
  const dispatch = (
    await as(t, "dataadmin", { firstName: "Dana", lastName: "Dispatch" })
  ).headers;
  const d = await as(t, "driver", { firstName: "Dave", lastName: "Driver" });
  const driverId = (await buildDriver(t.db, { userId: d.user.id })).id;
  const o = await as(t, "driver");
  await buildDriver(t.db, { userId: o.user.id });
  return {
    facilityId,
    dispatch,
    driver: d.headers,
    driverId,
    otherDriver: o.headers,
    nurse: (await as(t, "nurse", { facilityId })).headers,
    strangerNurse: (await as(t, "nurse", { facilityId: other.id })).headers,
  };
}

/** Registers the file's beforeAll/afterAll; `w`'s fields are set once beforeAll has run. */
export function tripEventsWorld() {
  const w = appWorld(buildWorld);

  const send = (id: string, body: Record<string, unknown>, headers?: Headers) =>
    post(w.t, ROUTE(id), body, headers);
  const stored = async (id: string) =>
    (await w.t.db.select().from(trips).where(eq(trips.id, id)))[0];
  const activitiesOf = (id: string) =>
    w.t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, id))
      .orderBy(asc(activities.createdAt));
  const ok = async (
    id: string,
    body: Record<string, unknown>,
    headers: Headers,
  ) => {
    const res = await send(id, body, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Trip updated.");
    return res.json().data as Record<string, unknown>;
  };
  const tripOf = (o: Parameters<typeof buildLifecycleTrip>[1] = {}) =>
    buildLifecycleTrip(w.t.db, {
      facilityId: w.facilityId,
      driverId: w.driverId,
      ...o,
    });
  return { w, send, stored, activitiesOf, ok, tripOf };
}
