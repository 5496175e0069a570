/**
 * The PostgreSQL workloads B1–B4 (B7 is in ./dispatch.ts): the app and the reference under the same load, one after the
 * other, and one BenchRow each with its target checked.
 */
import { compareAnswers } from "./compare";
import type { BenchFacts, BenchSessions } from "./data";
import { cannon, problems, sequential } from "./load";
import type { LoadResult, Shape } from "./load";
import type { SearchBody } from "./reference";
import { getShape, pageShape, searchShape, upsertShape } from "./shapes";
import type { BenchRow } from "./table";
import { allOf, limitVerdict, ratioVerdict } from "./table";

export interface PgContext {
  appUrl: string;
  refUrl: string;
  tokens: BenchSessions;
  facts: BenchFacts;
  seconds: number;
  /** The exact number of trips matching a search body (checks the app's total). */
  exactCount: (body: SearchBody) => Promise<number>;
  log: (line: string) => void;
}

export const APP_CONNECTIONS = 10;

/** App and reference, the same shape and load, one after the other. */
async function sideBySide(
  c: PgContext,
  name: string,
  app: Shape,
  ref: Shape,
  connections = APP_CONNECTIONS,
): Promise<{ a: LoadResult; r: LoadResult; ratio: number }> {
  const o = { connections, seconds: c.seconds };
  const a = await cannon(c.appUrl, app, o);
  const r = await cannon(c.refUrl, ref, o);
  const ratio = a.reqPerSec / r.reqPerSec;
  c.log(
    `${name}: app ${a.reqPerSec.toFixed(0)} req/s (p99 ${a.p99Ms} ms), reference ${r.reqPerSec.toFixed(0)} req/s, ${ratio.toFixed(2)}× ${problems(a)}`,
  );
  return { a, r, ratio };
}

/** The app's total on page 1 against the exact count: equal up to 10,000, within 5% above. */
async function totalCheck(
  c: PgContext,
  token: string,
  body: SearchBody,
  /** The same rows as a filter (a scoped user's list has its scope in the server). */
  rows: SearchBody,
): Promise<{ note: string; ok: boolean }> {
  const { body: text } = await sequential(
    c.appUrl,
    searchShape(token, body, 1),
    1,
  );
  const total = Number(/"total":(\d+)/.exec(text)?.[1] ?? NaN);
  const exact = await c.exactCount(rows);
  const off = exact ? (total - exact) / exact : total === 0 ? 0 : 1;
  const ok = exact <= 10_000 ? total === exact : Math.abs(off) <= 0.05;
  const note = `total ${total.toLocaleString("en-US")} vs exact ${exact.toLocaleString("en-US")}${total === exact ? "" : ` (${(off * 100).toFixed(1)}%)`}`;
  return { note, ok };
}

function searchRow(
  workload: string,
  s: { a: LoadResult; r: LoadResult; ratio: number },
  needed: number,
  total: { note: string; ok: boolean },
  p99Limit?: number,
): BenchRow {
  const issues = problems(s.a);
  const verdict = allOf(
    ratioVerdict(s.ratio, needed),
    ...(p99Limit ? [limitVerdict(s.a.p99Ms, p99Limit, "ms p99")] : []),
    total.ok ? { pass: true } : { pass: false, shortfall: total.note },
    issues ? { pass: false, shortfall: issues } : { pass: true },
  );
  return {
    workload,
    reqPerSec: s.a.reqPerSec,
    p50Ms: s.a.p50Ms,
    p99Ms: s.a.p99Ms,
    refReqPerSec: s.r.reqPerSec,
    ratio: s.ratio,
    target: `≥${needed}× ref${p99Limit ? `, p99 ≤${p99Limit} ms` : ""}`,
    ...verdict,
    note: [total.note, issues].filter(Boolean).join("; "),
  };
}

/** B1 and B2: the list unfiltered and every filter and sort, pages 1–10, 10 connections. */
export async function searchWorkloads(c: PgContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const admin = c.tokens.admin;
  const differences = await compareAnswers(
    c.appUrl,
    c.refUrl,
    admin,
    c.facts.readIds[0],
  );
  c.log(
    differences.length
      ? `reference vs app answers differ:\n  ${differences.join("\n  ")}`
      : "reference vs app: the same page and the same trip, field for field",
  );
  const run = async (
    name: string,
    body: SearchBody,
    needed: number,
    p99Limit?: number,
    appToken = admin,
  ) => {
    const s = await sideBySide(
      c,
      name,
      searchShape(appToken, appToken === admin ? body : {}),
      searchShape(admin, body),
    );
    const total = await totalCheck(
      c,
      appToken,
      appToken === admin ? body : {},
      body,
    );
    rows.push(searchRow(name, s, needed, total, p99Limit));
  };
  await run("B1 search, default sort, pages 1–10", {}, 0.8, 20);
  const day = (d: number) =>
    new Date(Date.parse("2026-06-01") + d * 86_400_000)
      .toISOString()
      .slice(0, 10);
  const filters: [string, SearchBody][] = [
    ["status cancelled", { additionalArrayFilters: { tripStatuses: ["cancelled"] } }],
    ["status pending+confirmed", { additionalArrayFilters: { tripStatuses: ["pending", "confirmed"] } }],
    ["one facility", { additionalStringFilters: { facilityId: c.facts.facilityId } }],
    ["date range (one week)", { dateFilterRequest: { fromDate: day(-60), toDate: day(-53) } }],
    ["searchTerm 'surname4242'", { searchTerm: "surname4242" }],
    ["searchTerm 'requester 42' (broad)", { searchTerm: "requester 42" }],
  ]; // prettier-ignore
  for (const [name, body] of filters) await run(`B2 ${name}`, body, 0.8);
  for (const sortBy of [
    "pickUpDatetime",
    "createdAt",
    "requesterName",
    "patientName",
    "tripStatus",
  ])
    await run(`B2 sort ${sortBy} asc`, { sortBy }, 0.8);
  // The nurse's list is scoped by the server; the reference is given the same facility as a filter.
  await run(
    "B2 nurse (facility-scoped)",
    { additionalStringFilters: { facilityId: c.facts.nurseFacilityId } },
    0.8,
    undefined,
    c.tokens.nurse,
  );
  return rows;
}

/** B3: deep pages, one client, 20 calls each; the slowest page within 5× page 1. */
export async function pagingWorkload(c: PgContext): Promise<BenchRow[]> {
  const last = Math.max(1, Math.ceil(c.facts.tripCount / 25));
  const pages = [1, 400, 4_000, 20_000].filter((p) => p < last).concat(last);
  const rows: BenchRow[] = [];
  let first = 0;
  for (const page of pages) {
    const a = await sequential(c.appUrl, pageShape(c.tokens.admin, page), 20);
    const r = await sequential(c.refUrl, pageShape(c.tokens.admin, page), 20);
    if (page === 1) first = a.medianMs;
    const ratio = a.medianMs / first;
    c.log(
      `B3 page ${page}: app median ${a.medianMs.toFixed(1)} ms, reference ${r.medianMs.toFixed(1)} ms`,
    );
    const fine = a.status === 200;
    rows.push({
      workload: `B3 page ${page.toLocaleString("en-US")}${page === last ? " (last)" : ""}, 1 client`,
      reqPerSec: null,
      value: `${a.medianMs.toFixed(1)} ms`,
      p50Ms: a.medianMs,
      p99Ms: a.maxMs,
      refReqPerSec: null,
      ratio,
      target: "≤5× page 1",
      ...(fine
        ? ratio <= 5
          ? { pass: true }
          : { pass: false, shortfall: `${ratio.toFixed(1)}× page 1 (limit 5×)` }
        : { pass: false, shortfall: `HTTP ${a.status}` }),
      note: `reference median ${r.medianMs.toFixed(1)} ms; ratio column: × app page 1`,
    });
  }
  return rows;
}

/** B4: reads by id (10 connections) and upserts (4 connections). */
export async function tripWorkloads(c: PgContext): Promise<BenchRow[]> {
  const ids = c.facts.readIds;
  const g = await sideBySide(
    c,
    "B4 GET /trips/{id}",
    getShape(c.tokens.admin, ids),
    getShape(c.tokens.admin, ids),
  );
  const issues = problems(g.a);
  const rows: BenchRow[] = [
    {
      workload: "B4 GET /trips/{id}, random ids",
      reqPerSec: g.a.reqPerSec,
      p50Ms: g.a.p50Ms,
      p99Ms: g.a.p99Ms,
      refReqPerSec: g.r.reqPerSec,
      ratio: g.ratio,
      target: "≥0.6× ref",
      ...allOf(
        ratioVerdict(g.ratio, 0.6),
        issues ? { pass: false, shortfall: issues } : { pass: true },
      ),
      note: `both write the read to the activity record${issues ? `; ${issues}` : ""}`,
    },
  ];
  // The bodies come from the app's own answers, so they are whatever the API reads back.
  const current: Record<string, unknown>[] = [];
  for (const id of c.facts.updateIds) {
    const res = await fetch(`${c.appUrl}/api/trips/${id}`, {
      headers: { authorization: `Bearer ${c.tokens.admin}` },
    });
    current.push(
      ((await res.json()) as { data: Record<string, unknown> }).data,
    );
  }
  const shape = upsertShape(c.tokens.admin, current);
  const trial = await sequential(c.appUrl, shape, 1);
  if (trial.status !== 200)
    c.log(
      `B4 upsert trial answered ${trial.status}: ${trial.body.slice(0, 500)}`,
    );
  const u = await cannon(c.appUrl, shape, {
    connections: 4,
    seconds: c.seconds,
  });
  const uIssues = problems(u);
  c.log(
    `B4 upserts: ${u.reqPerSec.toFixed(0)}/s (p99 ${u.p99Ms} ms) ${uIssues}`,
  );
  rows.push({
    workload: "B4 upsert POST /trips (update), 4 connections",
    reqPerSec: u.reqPerSec,
    p50Ms: u.p50Ms,
    p99Ms: u.p99Ms,
    refReqPerSec: null,
    ratio: null,
    target: "≥1,400 updates/s",
    ...allOf(
      u.reqPerSec >= 1400
        ? { pass: true }
        : {
            pass: false,
            shortfall: `${u.reqPerSec.toFixed(0)}/s (needs 1,400, −${Math.round((1 - u.reqPerSec / 1400) * 100)}%)`,
          },
      uIssues ? { pass: false, shortfall: uIssues } : { pass: true },
    ),
    note: `${c.facts.updateIds.length} pending trips, specialInstructions changed; durable commits${uIssues ? `; ${uIssues}` : ""}`,
  });
  return rows;
}
