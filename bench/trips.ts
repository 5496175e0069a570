/**
 * Trips search at scale: `npm run bench:trips [-- rows]` (100,000 by default) on PGlite in memory, or
 * on a throw-away PostgreSQL database with BENCH_DATABASE_URL set (created and dropped here). Times
 * each §7 search shape through app.inject — the default list, every filter, the scoped lists of a
 * driver and a nurse, the search term and the Payment Records body — and prints p50 and p95 over 21
 * runs, then one streamed export. Not a test, a measurement. BENCH_ACCESS_RECORD=off leaves trip
 * searches out of the access record; =both compares with and without it (./accessRecord.ts).
 */
import { sql } from "drizzle-orm";
import { createSession } from "../server/auth/flows";
import { drivers, facilities, users } from "../server/db/schema";
import { compareAccessRecord, recordSearches } from "./accessRecord";
import { benchApp, openBenchDatabase } from "./support";

const rows = Number(process.argv[2] ?? 100_000);
const RUNS = 21;
const { database, drop } = await openBenchDatabase();
await database.migrate();
const { db } = database;

const places = await db
  .insert(facilities)
  .values(Array.from({ length: 20 }, (_, i) => ({ name: `Facility ${i}`, facilityType: i % 4 === 0 ? "hospital" : "facility" })))
  .returning({ id: facilities.id }); // prettier-ignore
const [admin, driverUser, nurse] = await db
  .insert(users)
  .values([
    { email: "bench-admin@example.test", firstName: "Bench", lastName: "Admin", roles: ["systemadmin"] },
    { email: "bench-driver@example.test", firstName: "Bench", lastName: "Driver", roles: ["driver"] },
    { email: "bench-nurse@example.test", firstName: "Bench", lastName: "Nurse", roles: ["nurse"], facilityId: places[3].id },
  ])
  .returning(); // prettier-ignore
const driverRows = await db
  .insert(drivers)
  .values(Array.from({ length: 100 }, (_, i) => ({
    userId: i === 0 ? driverUser.id : null, firstName: "Driver", lastName: `No${i}`,
    licenseNumber: `OH${String(i).padStart(8, "0")}`, licenseState: "OH",
    licenseClass: "D", licenseExpiresOn: "2030-01-01", hireDate: "2020-01-01",
  })))
  .returning({ id: drivers.id }); // prettier-ignore
const array = (ids: { id: string }[]) =>
  sql.raw(`array[${ids.map((r) => `'${r.id}'::uuid`).join(",")}]`);

const t0 = performance.now();
// 2,000 patients, 1 in 10 without a facility (private riders).
await db.execute(sql`
  insert into patients (first_name, last_name, date_of_birth, facility_id, addresses)
  select (array['Ann','Bob','Cleo','Dev','Eve','Finn','Gus','Hana'])[1 + g % 8], 'Surname' || g,
         date '1930-01-01' + (g * 7 % 27000),
         case when g % 10 = 9 then null else (${array(places)})[1 + g % 20] end, '[]'::jsonb
  from generate_series(1, 2000) g`);
// A year of trips, newest 14 days ahead; statuses by time as the demo data has them.
await db.execute(sql`
  with p as (select id, facility_id, row_number() over (order by id) as n from patients)
  insert into trips (patient_id, facility_id, booking_type, trip_status, wheelchair_trip, stretcher_trip,
                     pick_up_datetime, driver_id, requester_name, pick_up_address, drop_off_address,
                     fare_total_cents, confirmed, cancelled)
  select p.id, p.facility_id,
         case when p.facility_id is null then 'private' else (array['facility','hospital','private'])[1 + g % 3] end,
         case when s.at > now() then (array['pending','confirmed'])[1 + g % 2]
              when g % 9 = 0 then 'cancelled' else 'completed' end,
         g % 11 <> 0, g % 11 = 0,
         s.at,
         case when g % 7 = 0 then null else (${array(driverRows)})[1 + g % 100] end,
         'Requester ' || (g % 500),
         jsonb_build_object('name', 'Home', 'line1', (g % 9000) || ' High St', 'city', 'Columbus', 'state', 'OH', 'postalCode', '43215'),
         jsonb_build_object('name', 'Clinic ' || (g % 40), 'line1', '1 Main St', 'city', 'Dublin', 'state', 'OH', 'postalCode', '43016'),
         2500 + g % 9000, true, g % 9 = 0
  from generate_series(1, ${rows}) g
  cross join lateral (select now() + interval '14 days' - (g * (379.0 / ${rows})) * interval '1 day' as at) s
  join p on p.n = 1 + g % 2000`); // prettier-ignore
await db.execute(sql`
  insert into payment_records (trip_id, status, amount_cents)
  select id, case when fare_total_cents % 7 = 0 then 'pending' else 'completed' end, fare_total_cents
  from trips where booking_type = 'private' and trip_status = 'completed'`);
await db.execute(sql`analyze`);
const loadMs = performance.now() - t0;

const app = await benchApp(database);
const headersOf = async (id: string) => ({
  authorization: `Bearer ${await createSession(app, id)}`,
  "x-user-id": id,
});
const asAdmin = await headersOf(admin.id);
const asDriver = await headersOf(driverUser.id);
const asNurse = await headersOf(nurse.id);
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const desc = { sortBy: "pickUpDatetime", sortDescending: true, pageSize: 25 };

const shapes: Record<string, [Record<string, string>, Record<string, unknown>]> = {
  "default list (pickUpDatetime desc), page 1": [asAdmin, desc],
  "default list, page 50": [asAdmin, { ...desc, pageNumber: 50 }],
  "date range (one week)": [asAdmin, { ...desc, dateFilterRequest: { fromDate: day(-30), toDate: day(-23) } }],
  "driverId": [asAdmin, { ...desc, additionalStringFilters: { driverId: driverRows[5].id } }],
  "facilityId": [asAdmin, { ...desc, additionalStringFilters: { facilityId: places[7].id } }],
  "bookingType hospital": [asAdmin, { ...desc, additionalStringFilters: { bookingType: "hospital" } }],
  "wheelchairTrip": [asAdmin, { ...desc, additionalBooleanFilters: { wheelchairTrip: true } }],
  "stretcherTrip": [asAdmin, { ...desc, additionalBooleanFilters: { stretcherTrip: true } }],
  "tripStatuses [pending, confirmed]": [asAdmin, { ...desc, additionalArrayFilters: { tripStatuses: ["pending", "confirmed"] } }],
  "driver's own trips (scoped)": [asDriver, desc],
  "nurse's facility trips (scoped)": [asNurse, desc],
  "searchTerm 'surname1234'": [asAdmin, { ...desc, searchTerm: "surname1234" }],
  "searchTerm 'requester 42' (broad)": [asAdmin, { ...desc, searchTerm: "requester 42" }],
  "Payment Records body": [asAdmin, {
    pageSize: 10, sortBy: "pickUpDatetime", sortDescending: false,
    additionalStringFilters: { bookingType: "private" },
    additionalArrayFilters: { tripStatuses: ["completed", "confirmed"] },
    dateFilterRequest: { fromDate: day(-60), toDate: day(1) },
  }],
}; // prettier-ignore

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
console.log(
  `engine ${database.kind}, ${rows.toLocaleString()} trips loaded in ${(loadMs / 1000).toFixed(1)} s`,
);
// Issue 21: BENCH_ACCESS_RECORD=off measures without recording trip searches; "both" compares.
const accessRecord = process.env.BENCH_ACCESS_RECORD ?? "on";
if (accessRecord === "off") recordSearches(false);
if (accessRecord === "both") {
  await compareAccessRecord(app, shapes, RUNS, [asAdmin, desc]);
  await app.close();
  await database.close();
  await drop();
  process.exit(0);
}
console.log(`${"query".padEnd(44)}      p50        p95   total`);
for (const [name, [headers, body]] of Object.entries(shapes)) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    const res = await app.inject({ method: "POST", url: "/api/trips/search", headers, payload: body }); // prettier-ignore
    times.push(performance.now() - s);
    if (res.statusCode !== 200)
      throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    total = res.json().total;
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(0.95 * RUNS) - 1];
  console.log(`${name.padEnd(44)} ${ms(times[Math.floor(RUNS / 2)])} ${ms(p95)}   ${total.toLocaleString()}`); // prettier-ignore
}

// One streamed export of the nurse's facility (a year of one facility's trips).
const s = performance.now();
const res = await app.inject({ method: "POST", url: "/api/trips/export", headers: asNurse, payload: desc }); // prettier-ignore
if (res.statusCode !== 200)
  throw new Error(`export: ${res.statusCode} ${res.body}`);
console.log(
  `export, nurse's facility: ${res.headers["x-total-count"]} rows, ${(res.body.length / 1e6).toFixed(1)} MB in ${ms(performance.now() - s)}`,
);
await app.close();
await database.close();
await drop();
