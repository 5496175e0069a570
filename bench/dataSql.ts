/**
 * The bench data set as set-based SQL (insert … select … from generate_series): deterministic, so
 * every run and both databases hold the same rows. Ids are md5 hashes shaped as version-4 UUIDs
 * (the API's z.uuid() refuses other versions), so the id tie-breaker of every sort orders the same
 * way each time. Pick-ups hang off a fixed anchor, not now(), so a cached PGlite data directory
 * still has the same board day and statuses on a later day.
 */

/** The instant the data set is "now": trips before it are done, the 14 days after it are booked. */
export const ANCHOR = "2026-06-01T12:00:00Z";
/** The dispatch board's day (B7): 15 days after the anchor, beyond the regular bookings. */
export const BOARD_DAY = "2026-06-16";
export const BOARD_TRIPS = 600;
export const BOARD_DRIVERS = 40;
/** Drivers with a sign-in account, each with a trip in progress (B7 positions). */
export const DRIVER_ACCOUNTS = 200;
export const DRIVERS = 240;
export const FACILITIES = 50;
export const VEHICLES = 60;

/** A deterministic version-4 UUID for (kind, n): the SQL expression. */
export const uid = (kind: string, n: string): string =>
  `(overlay(overlay(md5('${kind}:' || (${n})::text) placing '4' from 13) placing '8' from 17))::uuid`;

export const patientCount = (trips: number): number =>
  Math.min(100_000, Math.max(2_000, Math.round(trips / 10)));

/** Regular trips: all but the board day's and the trips under way. */
export const regularCount = (trips: number): number =>
  Math.max(1_000, trips - BOARD_TRIPS - DRIVER_ACCOUNTS);

const FIRST_NAMES =
  "array['Ann','Bob','Cleo','Dev','Eve','Finn','Gus','Hana','Ivo','Jun']";

/** Facilities, vehicles, drivers (the first 200 with accounts), patients, and the bench's users. */
export function referenceDataSql(trips: number): string[] {
  const patients = patientCount(trips);
  return [
    `insert into facilities (id, name, facility_type, city, state, phone)
     select ${uid("fac", "g")}, 'Facility ' || g, (array['facility','hospital','community'])[1 + g % 3],
            (array['Columbus','Dublin','Dayton','Akron'])[1 + g % 4], 'OH', '614555' || lpad(g::text, 4, '0')
     from generate_series(1, ${FACILITIES}) g`,
    `insert into vehicles (id, license_plate, vin, make, model, year, capacity, wheelchair_accessible, stretcher_capable)
     select ${uid("veh", "g")}, 'BEN' || lpad(g::text, 4, '0'), 'VIN' || lpad(g::text, 14, '0'),
            'Ford', 'Transit', 2018 + g % 6, 4 + g % 4, g % 3 <> 0, g % 5 = 0
     from generate_series(1, ${VEHICLES}) g`,
    `insert into users (id, email, first_name, last_name, roles, email_verified_at, facility_id)
     values (${uid("usr", "'admin'")}, 'bench-admin@example.test', 'Bench', 'Admin', '{systemadmin}', now(), null),
            (${uid("usr", "'data'")}, 'bench-data@example.test', 'Bench', 'Data', '{dataadmin}', now(), null),
            (${uid("usr", "'nurse'")}, 'bench-nurse@example.test', 'Bench', 'Nurse', '{nurse}', now(), ${uid("fac", "1")})`,
    `insert into users (id, email, first_name, last_name, roles, email_verified_at)
     select ${uid("usr", "g")}, 'bench-driver-' || g || '@example.test', 'Driver', 'No' || g, '{driver}', now()
     from generate_series(1, ${DRIVER_ACCOUNTS}) g`,
    `insert into drivers (id, user_id, first_name, last_name, license_number, license_state, license_class,
                          license_expires_on, hire_date, status)
     select ${uid("drv", "g")}, case when g <= ${DRIVER_ACCOUNTS} then ${uid("usr", "g")} end,
            'Driver', 'No' || g, 'OH' || lpad(g::text, 8, '0'), 'OH', 'D', date '2030-01-01', date '2020-01-01', 'active'
     from generate_series(1, ${DRIVERS}) g`,
    // 1 patient in 10 has no facility (private riders).
    `insert into patients (id, first_name, last_name, date_of_birth, phone, facility_id, addresses)
     select ${uid("pat", "g")}, (${FIRST_NAMES})[1 + g % 10], 'Surname' || g, date '1930-01-01' + (g * 7 % 27000),
            '614' || lpad((g % 10000000)::text, 7, '0'),
            case when g % 10 = 9 then null else ${uid("fac", `1 + g % ${FACILITIES}`)} end, '[]'::jsonb
     from generate_series(1, ${patients}) g`,
  ];
}

/**
 * The columns every trip insert writes, and their values given `g`, the patient number `k`, the
 * pick-up `at`, the status `st` and the driver number `d` (null: unassigned).
 */
const TRIP_COLUMNS = `id, route_location_pair_id, fare_id, patient_id, patient_name, facility_id, booking_type,
  payor_type, trip_status, wheelchair_trip, stretcher_trip, pick_up_datetime, driver_id, vehicle_id,
  requester_name, pick_up_address, drop_off_address, distance_in_miles, travel_time_in_minutes,
  fare, fare_total_cents, confirmed, cancelled, trip_started_at, dispatcher_notes, created_at, updated_at`;

function tripValues(kind: string, patients: number): string {
  const facility = `case when k % 10 = 9 then null else ${uid("fac", `1 + k % ${FACILITIES}`)} end`;
  const booking = `case when k % 10 = 9 then 'private' else (array['facility','hospital','private'])[1 + g % 3] end`;
  const cents = "(2500 + g % 9000)";
  return `select ${uid(kind, "g")}, ${uid(`${kind}-rlp`, "g")}, ${uid(`${kind}-fare`, "g")},
    ${uid("pat", "k")}, 'Surname' || k || ' ' || (${FIRST_NAMES})[1 + k % 10], ${facility}, ${booking},
    case when ${booking} = 'private' then 'private' else 'facility' end, st, g % 11 <> 0, g % 11 = 0, at,
    case when d is null then null else ${uid("drv", "d")} end,
    case when d is null then null else ${uid("veh", `1 + d % ${VEHICLES}`)} end,
    'Requester ' || (g % 500),
    jsonb_build_object('name', 'Home', 'line1', (g % 9000) || ' High St', 'city', 'Columbus', 'state', 'OH',
      'postalCode', '43215', 'latitude', 39.9 + (g % 100) / 1000.0, 'longitude', -83.0 - (g % 100) / 1000.0),
    jsonb_build_object('name', 'Clinic ' || (g % 40), 'line1', '1 Main St', 'city', 'Dublin', 'state', 'OH',
      'postalCode', '43016', 'latitude', 40.1, 'longitude', -83.1),
    3 + g % 20, 10 + g % 40,
    jsonb_build_object('legs', 1, 'baseFareCents', 2500, 'mileageCents', ${cents} - 2500, 'wheelchairSurchargeCents', 0,
      'stretcherSurchargeCents', 0, 'waitTimeCents', 0, 'totalCents', ${cents},
      'totalCostDollars', ${cents} / 100, 'totalCostCents', ${cents} % 100),
    ${cents}, st in ('confirmed', 'completed', 'in-progress'), st = 'cancelled',
    case when st in ('in-progress', 'completed') then at end,
    case when g % 13 = 0 then 'Call ahead' end, at - interval '3 days', at - interval '3 days'
  from (select g, (1 + (g::bigint * 7919) % ${patients})::int as k, at, st, d from (`;
}

/** The regular trips, the board day's 600 and one trip under way per driver account. */
export function tripsSql(trips: number): string[] {
  const patients = patientCount(trips);
  const n = regularCount(trips);
  const spanDays = Math.max(365, Math.ceil(n / 500));
  const regular = `select g, at,
      case when at > timestamptz '${ANCHOR}' then (array['pending','confirmed'])[1 + g % 2]
           when g % 9 = 0 then 'cancelled' else 'completed' end as st,
      case when g % 7 = 0 then null else 1 + g % ${DRIVERS} end as d
    from generate_series(1, ${n}) g
    cross join lateral (select timestamptz '${ANCHOR}' + interval '14 days'
      - (g * (${spanDays + 14}.0 / ${n})) * interval '1 day' as at) s`;
  const board = `select g, timestamptz '${BOARD_DAY}T11:00:00Z' + (g * (12.0 / ${BOARD_TRIPS})) * interval '1 hour' as at,
      (array['pending','confirmed'])[1 + g % 2] as st, 1 + g % ${BOARD_DRIVERS} as d
    from generate_series(1, ${BOARD_TRIPS}) g`;
  const underWay = `select g, timestamptz '${ANCHOR}' - interval '30 minutes' as at, 'in-progress' as st, g as d
    from generate_series(1, ${DRIVER_ACCOUNTS}) g`;
  return [
    ["trip", regular],
    ["board", board],
    ["way", underWay],
  ].map(([kind, source]) => tripInsertSql(kind, source, patients));
}

/** Inserts the trips of `source` (rows of g, at, st, d), their ids drawn from `kind`. */
export const tripInsertSql = (
  kind: string,
  source: string,
  patients: number,
): string =>
  `insert into trips (${TRIP_COLUMNS}) ${tripValues(kind, patients)}${source}) src) x`;

/** A payment record for each completed private trip (the Payment Records list, the row's extra). */
export const PAYMENTS_SQL = `insert into payment_records (id, trip_id, status, amount_cents, method, provider, paid_at, created_at, updated_at)
  select ${uid("pay", "id")}, id, case when fare_total_cents % 7 = 0 then 'pending' else 'completed' end,
         fare_total_cents, 'card', 'builtin',
         case when fare_total_cents % 7 = 0 then null else pick_up_datetime + interval '1 day' end,
         pick_up_datetime + interval '1 day', pick_up_datetime + interval '1 day'
  from trips where booking_type = 'private' and trip_status = 'completed'`;
