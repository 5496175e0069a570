/**
 * The trip-scoping test files' shared set-up: two facilities with a patient each, a driver with a
 * trip of facility A, another driver's trip of facility B, a customer's booking and a trip of no
 * facility; and the search the tests make.
 */
import type { Headers } from "./api";
import { as, search } from "./api";
import { appWorld } from "./appWorld";
import { buildDriver } from "./driverFactories";
import { buildFacility } from "./factories";
import { buildPatient } from "./patientFactories";
import { insertTrip, priceAllBookingTypes } from "./tripFactories";
import type { TestApp } from "./testApp";

async function buildWorld(t: TestApp) {
  await priceAllBookingTypes(t.db);
  const facilityA = (await buildFacility(t.db)).id;
  const facilityB = (await buildFacility(t.db)).id;
  const patientA = (await buildPatient(t.db, { facilityId: facilityA })).id;
  const patientB = (await buildPatient(t.db, { facilityId: facilityB })).id;
  const driverUser = await as(t, "driver");
  const driverHeaders = driverUser.headers;
  const mine = await buildDriver(t.db, { userId: driverUser.user.id });
  const other = await buildDriver(t.db);
  const c = await as(t, "customer");
  const customer = { id: c.user.id, headers: c.headers };
  const tripA = (
    await insertTrip(t.db, {
      patientId: patientA,
      facilityId: facilityA,
      driverId: mine.id,
    })
  ).id;
  const tripB = (
    await insertTrip(t.db, {
      patientId: patientB,
      facilityId: facilityB,
      driverId: other.id,
    })
  ).id;
  const tripCustomer = (await insertTrip(t.db, { bookingUserId: customer.id }))
    .id;
  const tripNone = (await insertTrip(t.db)).id;
  return {
    facilityA,
    facilityB,
    patientA,
    patientB,
    driverHeaders,
    customer,
    tripA,
    tripB,
    tripCustomer,
    tripNone,
  };
}

/** Registers the file's beforeAll/afterAll; `w`'s fields are set once beforeAll has run. */
export function tripsAccessWorld() {
  const w = appWorld(buildWorld);
  const ids = (b: { data: Record<string, unknown>[] }) =>
    b.data.map((r) => r.tripId as string).sort();
  const searchIds = async (
    headers: Headers,
    body: Record<string, unknown> = {},
  ) => ids(await search(w.t, "/trips", headers, body));
  return { w, ids, searchIds };
}
