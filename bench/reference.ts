/**
 * The reference of issue 13: the same trip page the app answers, built by ONE hand-written SQL
 * statement that returns the whole JSON envelope as text, sent as is by a bare Fastify route.
 * Run as its own process (BENCH_REFERENCE_MAIN=1 node --import tsx bench/reference.ts, with
 * REF_DATABASE_URL and REF_PORT) so
 * it has an event loop of its own, like the app, and does not share one with the load generator.
 *
 * Fair to the app: the statement checks the bearer session (sessions ⋈ users), reads the row with
 * every field of the app's trip row (tripSchema's keys: the columns, addresses with their nulls, the
 * patient, route pair, fare, latest payment record and, for trips under way, the last position),
 * and gives `total` the same meaning (exact up to 10,000, the planner's estimate beyond, never less
 * than the page proves). Deep pages skip their offset on the (sort, id) index and read only the
 * page's rows (a deferred join). GET /trips/:id also writes the read to the activity record, as the app
 * does for patient data.
 */
import { createHash } from "node:crypto";
import { getTableColumns } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { tripSchema } from "../domain/schemas/trip";
import { trips } from "../server/db/schema";

const EXACT_LIMIT = 10_000;
const lit = (v: string | number) => pg.escapeLiteral(String(v));

/** The app's sortable fields (server/entities/trips.ts) and their columns. */
export const SORTABLE: Record<string, string> = {
  pickUpDatetime: "pick_up_datetime",
  createdAt: "created_at",
  requesterName: "requester_name",
  patientName: "patient_name",
  tripStatus: "trip_status",
};

const iso = (e: string) =>
  `to_char(${e} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const address = (col: string) =>
  `jsonb_build_object('line2', null, 'latitude', null, 'longitude', null) || t.${col}`;

/** Extras: the same look-ups the app makes per page, as correlated subqueries. */
const EXTRAS: Record<string, string> = {
  _id: "t.id",
  id: "t.id",
  tripId: "t.id",
  pickUpAddress: address("pick_up_address"),
  dropOffAddress: address("drop_off_address"),
  patient: `(select json_build_object('patientId', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'phone', p.phone)
             from patients p where p.id = t.patient_id)`,
  routeLocationPair: `json_build_object('routeLocationPairId', t.route_location_pair_id,
             'originName', t.pick_up_address->>'name', 'destinationName', t.drop_off_address->>'name')`,
  fare: `case when t.fare is not null and t.fare_id is not null then json_build_object('fareId', t.fare_id,
             'totalCents', coalesce(t.fare_total_cents, (t.fare->>'totalCents')::int),
             'totalCostDollars', coalesce(t.fare_total_cents, (t.fare->>'totalCents')::int) / 100,
             'totalCostCents', lpad((coalesce(t.fare_total_cents, (t.fare->>'totalCents')::int) % 100)::text, 2, '0')) end`,
  paymentRecord: `(select json_build_object('paymentRecordId', r.id, 'status', r.status, 'amount', r.amount_cents)
             from payment_records r where r.trip_id = t.id order by r.created_at desc, r.id desc limit 1)`,
  lastPosition: `case when t.trip_status in ('in-progress', 'delayed') then
             (select json_build_object('latitude', x.latitude, 'longitude', x.longitude, 'accuracy', x.accuracy,
                'recordedAt', ${iso("x.recorded_at")})
              from trip_positions x where x.trip_id = t.id order by x.recorded_at desc, x.id desc limit 1) end`,
};

/** `select … as "field"` for every key of the app's trip row: a column of the same name, or an extra. */
function rowSelect(): string {
  const columns = getTableColumns(trips) as Record<
    string,
    { name: string; columnType: string }
  >;
  return Object.keys(tripSchema.shape)
    .map((key) => {
      const extra = EXTRAS[key];
      if (extra) return `${extra} as "${key}"`;
      const column = columns[key];
      if (!column)
        throw new Error(`reference: no column for trip field ${key}`);
      const expr = `t.${column.name}`;
      return `${column.columnType === "PgTimestamp" ? iso(expr) : expr} as "${key}"`;
    })
    .join(",\n      ");
}
const ROW = rowSelect();

const sessionCte = (token: string) =>
  `sess as (select u.id, u.first_name || ' ' || u.last_name as name from sessions s join users u on u.id = s.user_id
   where s.token_hash = ${lit(createHash("sha256").update(token).digest("hex"))}
     and s.revoked_at is null and s.expires_at > now() and u.active)`;

/** The part of the app's search body the workloads send. */
export interface SearchBody {
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
  sortDescending?: boolean;
  searchTerm?: string;
  dateFilterRequest?: { fromDate?: string; toDate?: string };
  additionalStringFilters?: { facilityId?: string };
  additionalArrayFilters?: { tripStatuses?: string[] };
}

export function whereOf(b: SearchBody): string {
  const c: string[] = [];
  const facility = b.additionalStringFilters?.facilityId;
  if (facility) c.push(`t.facility_id = ${lit(facility)}`);
  const statuses = b.additionalArrayFilters?.tripStatuses;
  if (statuses) c.push(`t.trip_status in (${statuses.map(lit).join(",")})`);
  const term = b.searchTerm?.trim().toLowerCase();
  if (term)
    c.push(
      `t.search_text ilike ${lit(`%${term.replace(/[\\%_]/g, "\\$&")}%`)}`,
    );
  const { fromDate, toDate } = b.dateFilterRequest ?? {};
  if (fromDate)
    c.push(`t.pick_up_datetime >= ${lit(new Date(fromDate).toISOString())}`);
  if (toDate)
    c.push(`t.pick_up_datetime < ${lit(new Date(toDate).toISOString())}`);
  return c.length ? c.join(" and ") : "true";
}

/** The whole envelope of one search page, as one statement. */
export function searchStatement(token: string, b: SearchBody): string {
  const size = b.pageSize ?? 25;
  const page = b.pageNumber ?? 1;
  const sortBy = b.sortBy ?? "pickUpDatetime";
  const col = SORTABLE[sortBy];
  if (!col) throw new Error(`reference: cannot sort by ${sortBy}`);
  const dir = b.sortDescending ? "desc" : "asc";
  const where = whereOf(b);
  const offset = (page - 1) * size;
  const estimate = lit(`select 1 from trips t where ${where}`);
  return `with ${sessionCte(token)},
  ids as (select t.id, t.${col} as k from trips t where ${where} and exists (select 1 from sess)
          order by t.${col} ${dir}, t.id ${dir} limit ${size + 1} offset ${offset}),
  page as (select t.* from ids join trips t on t.id = ids.id),
  capped as (select count(*)::int as n from (select 1 from trips t where ${where} limit ${EXACT_LIMIT + 1}) c),
  counted as (select case when n > ${EXACT_LIMIT} then greatest(n, bench_count_estimate(${estimate})) else n end as n,
                     (select count(*)::int from page) as fetched from capped),
  total as (select case when fetched > 0 then greatest(n, ${offset} + least(fetched, ${size}) + (fetched > ${size})::int)
                        else n end as n, fetched from counted)
  select case when exists (select 1 from sess) then json_build_object(
    'code', 200, 'message', 'OK',
    'data', coalesce((select json_agg(row_to_json(r)) from (select ${ROW}
                      from (select * from page order by ${col} ${dir}, id ${dir} limit ${size}) t
                      order by t.${col} ${dir}, t.id ${dir}) r), '[]'::json),
    'hasNextPage', total.fetched > ${size}, 'hasPreviousPage', ${page > 1},
    'pageNumber', ${page}, 'pageSize', ${size}, 'sortBy', ${lit(sortBy)}, 'sortDescending', ${dir === "desc"},
    'total', total.n, 'totalPages', greatest(1, ceil(total.n / ${size}.0)::int))::text end as body
  from total`;
}

/** One trip, with the read written to the activity record in the same statement. */
export function getStatement(token: string, id: string): string {
  return `with ${sessionCte(token)},
  found as (select t.* from trips t where t.id = ${lit(id)} and exists (select 1 from sess)),
  audit as (insert into activities (model_type, model_id, action, actor_user_id, actor_name, screen, ip_address)
            select 'trip', found.id, 'read', sess.id, sess.name, 'api', '127.0.0.1' from found, sess)
  select json_build_object('code', 200, 'message', 'OK', 'data', row_to_json(r))::text as body
  from (select ${ROW} from found t) r`;
}

/** EXPLAIN's row estimate, callable inside the one statement (the app's former estimate). */
const ESTIMATE_FUNCTION = `create or replace function bench_count_estimate(q text) returns bigint
  language plpgsql as $$ declare plan json; begin
    execute 'explain (format json) ' || q into plan;
    return (plan->0->'Plan'->>'Plan Rows')::bigint;
  end $$`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(): Promise<void> {
  const pool = new pg.Pool({
    connectionString: process.env.REF_DATABASE_URL,
    max: Number(process.env.REF_POOL_MAX ?? 10),
  });
  await pool.query(ESTIMATE_FUNCTION);
  const app = Fastify({ logger: false });
  const tokenOf = (h: string | undefined) =>
    h?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? "";
  const answer = (body: string | null, status = 200) =>
    body === null
      ? { status: 401, text: '{"code":401,"message":"Sign in."}' }
      : { status, text: body };
  app.post("/api/trips/search", async (request, reply) => {
    const text = searchStatement(
      tokenOf(request.headers.authorization),
      request.body as SearchBody,
    );
    const { rows } = await pool.query<{ body: string | null }>(text);
    const a = answer(rows[0]?.body ?? null);
    return reply.code(a.status).type("application/json").send(a.text);
  });
  app.get<{ Params: { id: string } }>(
    "/api/trips/:id",
    async (request, reply) => {
      if (!UUID.test(request.params.id))
        return reply.code(404).send({ code: 404 });
      const token = tokenOf(request.headers.authorization);
      const { rows } = await pool.query<{ body: string }>(
        getStatement(token, request.params.id),
      );
      if (!rows[0]) return reply.code(404).send({ code: 404 });
      return reply.type("application/json").send(rows[0].body);
    },
  );
  app.get("/api/health/live", async () => ({ code: 200, message: "live" }));
  await app.listen({
    port: Number(process.env.REF_PORT ?? 0),
    host: "127.0.0.1",
  });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  // The harness waits for this line.
  console.log(`reference listening ${port}`);
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
}

// Started by the harness (bench/server.ts) with this flag; importing the module only builds SQL.
if (process.env.BENCH_REFERENCE_MAIN === "1") await main();
