/**
 * POST /analytics/dashboard (issue 29): every figure against the test's own SQL over the analytics
 * world (support/analyticsWorld.ts), for the whole operation, for an administrator narrowing it to
 * one facility, and for a facility administrator, whose figures are always their facility's, even
 * when the body names another.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../domain/schemas/analytics";
import { TRIP_STATUSES } from "../../domain/tripEnums";
import type { Headers } from "./support/api";
import { as } from "./support/api";
import type { AnalyticsWorld } from "./support/analyticsWorld";
import {
  analytics,
  rowsOf,
  openAnalyticsWorld,
  ZONE,
} from "./support/analyticsWorld";
import type { TestApp } from "./support/testApp";

const TODAY = `(now() at time zone '${ZONE}')::date`;
const dayStart = (day: string) =>
  `((${day})::timestamp at time zone '${ZONE}')`;
/** The dashboard's window: the last 30 days, today included, as instants. */
const WINDOW = `pick_up_datetime >= ${dayStart(`${TODAY} - 29`)} and pick_up_datetime < ${dayStart(`${TODAY} + 1`)}`;
const ON_TIME = `arrived_at_pick_up_at <= pick_up_datetime + interval '15 minutes'`;

let t: TestApp;
let world: AnalyticsWorld;
let admin: Headers;

beforeAll(async () => {
  ({ t, world, admin } = await openAnalyticsWorld());
});
afterAll(() => t?.close());

type Num = Record<string, number | string | null>;
const one = async (query: string) => (await rowsOf<Num>(t.db, query))[0];
const n = (v: unknown) => Number(v);

/** The figures the dashboard must show for trips and invoices matching these conditions. */
async function expected(tripsWhere: string) {
  const statuses = await rowsOf<Num>(
    t.db,
    `select trip_status, count(*)::int as trips from trips
     where (pick_up_datetime at time zone '${ZONE}')::date = ${TODAY} ${tripsWhere} group by trip_status`,
  );
  const soon = await one(
    `select count(*)::int as n from trips where driver_id is null and trip_status not in ('cancelled', 'completed')
     and pick_up_datetime >= now() and pick_up_datetime < now() + interval '2 hours' ${tripsWhere}`,
  );
  const todayOnTime = await one(
    `select count(*) filter (where arrived_at_pick_up_at is not null)::int as whole,
            count(*) filter (where ${ON_TIME})::int as part
     from trips where (pick_up_datetime at time zone '${ZONE}')::date = ${TODAY} ${tripsWhere}`,
  );
  const perDay = await rowsOf<Num>(
    t.db,
    `select to_char((pick_up_datetime at time zone '${ZONE}')::date, 'YYYY-MM-DD') as day, count(*)::int as trips
     from trips where ${WINDOW} ${tripsWhere} group by 1`,
  );
  const w = await one(
    `select count(*)::int as trips,
       count(*) filter (where arrived_at_pick_up_at is not null)::int as measured,
       count(*) filter (where ${ON_TIME})::int as on_time,
       count(*) filter (where outcome_code = 'no-show')::int as no_shows,
       count(*) filter (where outcome_code = 'late-cancel')::int as late_cancels,
       round(avg(extract(epoch from arrived_at_drop_off_at - patient_on_board_at) / 60)
         filter (where trip_status = 'completed')::numeric, 1)::float8 as ride
     from trips where ${WINDOW} ${tripsWhere}`,
  );
  return { statuses, soon, todayOnTime, perDay, w };
}

function checkTrips(d: Dashboard, e: Awaited<ReturnType<typeof expected>>) {
  const byStatus = new Map(e.statuses.map((r) => [r.trip_status, n(r.trips)]));
  expect(d.todayTiles.byStatus).toEqual(
    TRIP_STATUSES.map((status) => ({
      status,
      trips: byStatus.get(status) ?? 0,
    })),
  );
  expect(d.todayTiles.total).toBe(
    [...byStatus.values()].reduce((a, b) => a + b, 0),
  );
  expect(d.todayTiles.unassignedSoon).toBe(n(e.soon.n));
  expect(d.todayTiles.onTime.part).toBe(n(e.todayOnTime.part));
  expect(d.todayTiles.onTime.whole).toBe(n(e.todayOnTime.whole));
  expect(d.last30.volumeByDay).toHaveLength(30);
  expect(d.last30.volumeByDay.filter((v) => v.trips > 0)).toEqual(
    e.perDay
      .map((r) => ({ day: r.day, trips: n(r.trips) }))
      .sort((a, b) => String(a.day).localeCompare(String(b.day))),
  );
  expect(d.last30.onTime).toEqual({
    part: n(e.w.on_time),
    whole: n(e.w.measured),
    rate: n(e.w.measured) ? n(e.w.on_time) / n(e.w.measured) : 0,
  });
  expect(d.last30.noShows.part).toBe(n(e.w.no_shows));
  expect(d.last30.noShows.whole).toBe(n(e.w.trips));
  expect(d.last30.lateCancels.part).toBe(n(e.w.late_cancels));
  expect(d.last30.averageRideMinutes).toBe(
    e.w.ride === null ? null : n(e.w.ride),
  );
}

/** Billed and collected over the window: invoices (or their allocations) and private payments. */
async function money(invoiceWhere: string, tripWhere: string, whole: boolean) {
  const from = dayStart(`${TODAY} - 29`);
  const to = dayStart(`${TODAY} + 1`);
  const billed = await one(
    `select coalesce(sum(total_cents), 0)::int as c from invoices
     where submission_status <> 'void' and issued_on between ${TODAY} - 29 and ${TODAY} ${invoiceWhere}`,
  );
  const collected = whole
    ? await one(
        `select coalesce(sum(amount_cents), 0)::int as c from invoice_payments where received_at >= ${from} and received_at < ${to}`,
      )
    : await one(
        `select coalesce(sum(a.amount_cents), 0)::int as c from payment_allocations a
         join invoice_payments p on p.id = a.payment_id join invoices on invoices.id = a.invoice_id
         where p.received_at >= ${from} and p.received_at < ${to} ${invoiceWhere}`,
      );
  const privately = await one(
    `select coalesce(sum(r.amount_cents), 0)::int as c from payment_records r join trips on trips.id = r.trip_id
     where r.status = 'completed' and coalesce(r.paid_at, r.created_at) >= ${from} and coalesce(r.paid_at, r.created_at) < ${to} ${tripWhere}`,
  );
  return {
    billedCents: n(billed.c) + n(privately.c),
    collectedCents: n(collected.c) + n(privately.c),
  };
}

const overdue = (invoiceWhere: string) =>
  one(
    `select count(*)::int as n from invoices where submission_status <> 'void' and due_on < ${TODAY}
     and total_cents - paid_cents - adjusted_cents > 0 ${invoiceWhere}`,
  );

describe("the dashboard", () => {
  it("counts the whole operation for an administrator", async () => {
    const d = await analytics<Dashboard>(t, "dashboard", {}, admin);
    expect(d.facilityId).toBeNull();
    checkTrips(d, await expected(""));
    expect(d.last30).toMatchObject(await money("", "", true));
    const online = await one(
      `select count(*)::int as n from drivers d where (select r.online_status from online_status_records r
       where r.driver_id = d.id order by r.created_at desc limit 1)`,
    );
    expect(d.todayTiles.driversOnline).toBe(n(online.n));
    expect(d.todayTiles.driversOnline).toBe(1);
    const credentials = await one(
      `select count(*)::int as n from drivers where status = 'active'
       and least(license_expires_on, cpr_certified_until, wheelchair_certified_until) <= ${TODAY} + 30`,
    );
    const documents = await one(
      `select count(*)::int as n from vehicles where status = 'active'
       and (insurance_expires_on <= ${TODAY} + 30 or registration_expires_on <= ${TODAY} + 30)`,
    );
    expect(d.alerts).toEqual({
      credentialsExpiring: n(credentials.n),
      vehicleDocumentsExpiring: n(documents.n),
      invoicesOverdue: n((await overdue("")).n),
    });
    expect(d.alerts).toEqual({
      credentialsExpiring: 1,
      vehicleDocumentsExpiring: 2,
      invoicesOverdue: 2,
    });
    expect(d.todayTiles.unassignedSoon).toBe(1);
  });

  it("narrows every figure to the facility an administrator names", async () => {
    const d = await analytics<Dashboard>(
      t,
      "dashboard",
      { facilityId: world.beta },
      admin,
    );
    expect(d.facilityId).toBe(world.beta);
    const where = `and facility_id = '${world.beta}'`;
    checkTrips(d, await expected(where));
    expect(d.last30).toMatchObject(
      await money(
        `and invoices.facility_id = '${world.beta}'`,
        `and trips.facility_id = '${world.beta}'`,
        false,
      ),
    );
    expect(d.alerts.invoicesOverdue).toBe(n((await overdue(where)).n));
    expect(d.todayTiles.driversOnline).toBeNull();
  });

  it("gives a facility administrator their facility only, whatever the body names", async () => {
    const fa = await as(t, "facilityadmin", { facilityId: world.alpha });
    for (const body of [{}, { facilityId: world.beta }]) {
      const d = await analytics<Dashboard>(t, "dashboard", body, fa.headers);
      expect(d.facilityId).toBe(world.alpha);
      const where = `and facility_id = '${world.alpha}'`;
      checkTrips(d, await expected(where));
      expect(d.last30).toMatchObject(
        await money(
          `and invoices.facility_id = '${world.alpha}'`,
          `and trips.facility_id = '${world.alpha}'`,
          false,
        ),
      );
      expect(d.alerts).toEqual({
        credentialsExpiring: null,
        vehicleDocumentsExpiring: null,
        invoicesOverdue: 1,
      });
      expect(d.todayTiles.driversOnline).toBeNull();
      // Beta's no-show and late trips are never counted: alpha has one no-show in the window.
      expect(d.last30.noShows.part).toBe(1);
      expect(d.todayTiles.unassignedSoon).toBe(1);
    }
  });

  it("counts nothing for a facility administrator without a facility", async () => {
    const fa = await as(t, "facilityadmin");
    const d = await analytics<Dashboard>(
      t,
      "dashboard",
      { facilityId: world.alpha },
      fa.headers,
    );
    expect(d.todayTiles.total).toBe(0);
    expect(d.last30.noShows.whole).toBe(0);
    expect(d.last30.billedCents).toBe(0);
    expect(d.alerts.invoicesOverdue).toBe(0);
  });
});
