/**
 * The analytics reports' rows as the tests' own SQL computes them (written from the definitions in
 * domain/analyticsReports.ts and server/analytics' comments, not from its queries), for the whole
 * operation (facilityId null) or one facility.
 */
import type { Db } from "../../../server/db/client";
import { rowsOf, ZONE } from "./analyticsWorld";

type Row = Record<string, string | number | null>;
interface Period {
  fromDate: string;
  toDate: string;
}

const startOf = (day: string) =>
  `('${day}'::date::timestamp at time zone '${ZONE}')`;
const endOf = (day: string) =>
  `(('${day}'::date + 1)::timestamp at time zone '${ZONE}')`;

/** Numbers as numbers (counts and sums come back as strings from some drivers). */
const numeric = (rows: Row[], text: string[]) =>
  rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        text.includes(k) || v === null ? v : Number(v),
      ]),
    ),
  );

const rate = (part: unknown, whole: unknown) =>
  Number(whole) > 0 ? Number(part) / Number(whole) : 0;

export async function expectedRows(
  db: Db,
  key: string,
  p: Period,
  facilityId: string | null,
): Promise<Row[]> {
  const inPeriod = `t.pick_up_datetime >= ${startOf(p.fromDate)} and t.pick_up_datetime < ${endOf(p.toDate)}`;
  const F = facilityId ? `and t.facility_id = '${facilityId}'` : "";
  const FI = facilityId ? `and i.facility_id = '${facilityId}'` : "";
  const q = (query: string, text: string[]) =>
    rowsOf<Row>(db, query).then((rows) => numeric(rows, text));
  const measured = `count(*) filter (where t.arrived_at_pick_up_at is not null)::int as measured,
    count(*) filter (where t.arrived_at_pick_up_at - t.pick_up_datetime <= interval '15 minutes')::int as "onTime"`;
  const withRate = (rows: Row[]) =>
    rows.map((r) => ({
      ...r,
      onTimeRate:
        Number(r.measured) > 0 ? Number(r.onTime) / Number(r.measured) : null,
    }));
  switch (key) {
    case "trip-volume": {
      const rows = await q(
        `select to_char(d, 'YYYY-MM-DD') as day,
           (select count(*) from trips t where (t.pick_up_datetime at time zone '${ZONE}')::date = d ${F})::int as trips,
           (select count(*) from trips t where (t.pick_up_datetime at time zone '${ZONE}')::date = d and t.trip_status = 'completed' ${F})::int as completed,
           (select count(*) from trips t where (t.pick_up_datetime at time zone '${ZONE}')::date = d and t.trip_status = 'cancelled' ${F})::int as cancelled,
           (select count(*) from trips t where (t.pick_up_datetime at time zone '${ZONE}')::date = d and t.outcome_code = 'no-show' ${F})::int as "noShows"
         from generate_series('${p.fromDate}'::date, '${p.toDate}'::date, interval '1 day') d`,
        ["day"],
      );
      return rows;
    }
    case "trips-by-status": {
      const rows = await q(
        `select s as status, (select count(*) from trips t where t.trip_status = s and ${inPeriod} ${F})::int as trips
         from unnest(array['pending', 'confirmed', 'in-progress', 'completed', 'delayed', 'cancelled']) s`,
        ["status"],
      );
      return rows;
    }
    case "cancellations":
      return q(
        `select t.cancelled_by_party as party, t.reason_for_cancellation as reason, count(*)::int as trips,
           sum(case when t.outcome_code = 'late-cancel' then 1 else 0 end)::int as "lateCancels"
         from trips t where t.trip_status = 'cancelled' and ${inPeriod} ${F} group by 1, 2`,
        ["party", "reason"],
      );
    case "will-call-waits":
      return q(
        `select f.name as "facilityName", count(*)::int as "willCalls",
           round(avg(extract(epoch from t.arrived_at_pick_up_at - t.will_call_activated_at) / 60)::numeric, 1)::float8 as "averageWaitMinutes",
           round(max(extract(epoch from t.arrived_at_pick_up_at - t.will_call_activated_at) / 60)::numeric, 1)::float8 as "longestWaitMinutes"
         from trips t left join facilities f on f.id = t.facility_id
         where t.will_call and t.will_call_activated_at is not null and t.arrived_at_pick_up_at is not null and ${inPeriod} ${F}
         group by t.facility_id, f.name`,
        ["facilityName"],
      );
    case "miles-revenue-by-payor":
      return q(
        `select t.payor_type as "payorType", count(*)::int as trips,
           round(coalesce(sum(t.distance_in_miles), 0)::numeric, 1)::float8 as miles,
           coalesce(sum(t.fare_total_cents), 0)::int as "revenueCents"
         from trips t where t.trip_status = 'completed' and ${inPeriod} ${F} group by 1`,
        ["payorType"],
      );
    case "revenue":
      return revenueRows(db, p, facilityId);
    case "receivables-ageing": {
      const rows = await q(
        `select b as bucket, count(o.balance)::int as invoices, coalesce(sum(o.balance), 0)::int as "outstandingCents"
         from unnest(array['0-30', '31-60', '61-90', '90+']) b left join (${openInvoices(p, FI)}) o on o.bucket = b and o.balance > 0 group by b`,
        ["bucket"],
      );
      return rows;
    }
    case "on-time-by-facility":
      return withRate(
        await q(
          `select f.name as "facilityName", ${measured} from trips t left join facilities f on f.id = t.facility_id
           where ${inPeriod} ${F} group by t.facility_id, f.name`,
          ["facilityName"],
        ),
      );
    case "no-shows-by-facility": {
      const rows = await q(
        `select f.name as "facilityName", count(*)::int as trips,
           count(*) filter (where t.outcome_code = 'no-show')::int as "noShows",
           count(*) filter (where t.outcome_code = 'late-cancel')::int as "lateCancels"
         from trips t left join facilities f on f.id = t.facility_id where ${inPeriod} ${F} group by t.facility_id, f.name`,
        ["facilityName"],
      );
      return rows.map((r) => ({
        ...r,
        noShowRate: rate(r.noShows, r.trips),
        lateCancelRate: rate(r.lateCancels, r.trips),
      }));
    }
    case "on-time-by-driver":
      return withRate(
        await q(
          `select d.first_name || ' ' || d.last_name as "driverName", ${measured}
           from trips t join drivers d on d.id = t.driver_id where ${inPeriod} ${F} group by d.id`,
          ["driverName"],
        ),
      );
    case "driver-hours":
      return driverHourRows(db, p, inPeriod);
    default:
      throw new Error(`no expected query for ${key}`);
  }
}

/** Non-void invoices issued by the period's end, their balance then and their age bucket. */
const openInvoices = (p: Period, FI: string) => `
  select case when '${p.toDate}'::date - i.issued_on <= 30 then '0-30' when '${p.toDate}'::date - i.issued_on <= 60 then '31-60'
              when '${p.toDate}'::date - i.issued_on <= 90 then '61-90' else '90+' end as bucket,
    i.total_cents
      - coalesce((select sum(a.amount_cents) from payment_allocations a join invoice_payments ip on ip.id = a.payment_id
                  where a.invoice_id = i.id and ip.received_at < ${endOf(p.toDate)}), 0)
      - coalesce((select sum(j.amount_cents) from invoice_adjustments j where j.invoice_id = i.id and j.created_at < ${endOf(p.toDate)}), 0)
      as balance
  from invoices i where i.submission_status <> 'void' and i.issued_on <= '${p.toDate}' ${FI}`;

async function revenueRows(db: Db, p: Period, facilityId: string | null) {
  const FI = facilityId ? `and i.facility_id = '${facilityId}'` : "";
  const F = facilityId ? `and t.facility_id = '${facilityId}'` : "";
  const from = startOf(p.fromDate);
  const to = endOf(p.toDate);
  const [r] = await rowsOf<Row>(
    db,
    `select
       (select coalesce(sum(i.total_cents), 0) from invoices i where i.submission_status <> 'void'
          and i.issued_on between '${p.fromDate}' and '${p.toDate}' ${FI})::int as billed,
       (${
         facilityId
           ? `select coalesce(sum(a.amount_cents), 0) from payment_allocations a join invoice_payments ip on ip.id = a.payment_id
              join invoices i on i.id = a.invoice_id where ip.received_at >= ${from} and ip.received_at < ${to} ${FI}`
           : `select coalesce(sum(ip.amount_cents), 0) from invoice_payments ip where ip.received_at >= ${from} and ip.received_at < ${to}`
       })::int as collected,
       (select coalesce(sum(o.balance), 0) from (${openInvoices(p, FI)}) o where o.balance > 0)::int as outstanding,
       (select coalesce(sum(r.amount_cents), 0) from payment_records r join trips t on t.id = r.trip_id
          where r.status = 'completed' and coalesce(r.paid_at, r.created_at) >= ${from}
          and coalesce(r.paid_at, r.created_at) < ${to} ${F})::int as private`,
  );
  const [billed, collected, outstanding, priv] = [
    r.billed,
    r.collected,
    r.outstanding,
    r.private,
  ].map(Number);
  return [
    {
      source: "invoiced",
      billedCents: billed,
      collectedCents: collected,
      outstandingCents: outstanding,
    },
    {
      source: "private",
      billedCents: priv,
      collectedCents: priv,
      outstandingCents: 0,
    },
    {
      source: "total",
      billedCents: billed + priv,
      collectedCents: collected + priv,
      outstandingCents: outstanding,
    },
  ];
}

/** Hours online: each online record until the driver's next record, clipped to the period (and now). */
async function driverHourRows(db: Db, p: Period, inPeriod: string) {
  const from = startOf(p.fromDate);
  const to = `least(${endOf(p.toDate)}, now())`;
  const rows = await rowsOf<Row>(
    db,
    `with spans as (
       select r.driver_id, r.online_status, r.created_at as began,
         coalesce((select min(n.created_at) from online_status_records n
                   where n.driver_id = r.driver_id and n.created_at > r.created_at), now()) as ended
       from online_status_records r),
     hours as (
       select driver_id, sum(extract(epoch from least(ended, ${to}) - greatest(began, ${from}))) / 3600.0 as h
       from spans where online_status and ended > ${from} and began < ${to} group by driver_id),
     done as (
       select t.driver_id, count(*) as n from trips t where t.trip_status = 'completed' and ${inPeriod} group by t.driver_id)
     select d.first_name || ' ' || d.last_name as "driverName",
       round(coalesce(h.h, 0)::numeric, 2)::float8 as "hoursOnline", coalesce(done.n, 0)::int as trips,
       case when coalesce(h.h, 0) > 0 then round((coalesce(done.n, 0) / h.h)::numeric, 2)::float8 end as "tripsPerHour"
     from drivers d left join hours h on h.driver_id = d.id left join done on done.driver_id = d.id
     where coalesce(h.h, 0) > 0 or coalesce(done.n, 0) > 0`,
  );
  return numeric(rows, ["driverName"]);
}
