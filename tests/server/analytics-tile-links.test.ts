/**
 * Each dashboard tile links to the list it counts (issue 29): for every tile, the dashboard's figure
 * and the total of the search its link describes (src/widgets/analytics/listLinks.ts, the link's
 * `filter` posted as the list posts it) are the same number, money tiles the same sum, for the whole
 * operation, an administrator's one facility and a facility administrator. Plus the new filters'
 * refusals: a bad value is a 400, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "../../domain/constants";
import { driversModule } from "../../domain/modules/drivers";
import { invoicesModule } from "../../domain/modules/invoices";
import { paymentLedgerModule } from "../../domain/modules/paymentLedger";
import { tripsModule } from "../../domain/modules/trips";
import { vehiclesModule } from "../../domain/modules/vehicles";
import type { Dashboard } from "../../domain/schemas/analytics";
import {
  billedInvoicesLink,
  credentialsExpiringLink,
  driversOnlineLink,
  overdueInvoicesLink,
  privatePaymentsLink,
  tripsLink,
  upcomingTripsLink,
  vehicleDocumentsLink,
} from "../../src/widgets/analytics/listLinks";
import type { Headers } from "./support/api";
import { as, post } from "./support/api";
import type { AnalyticsWorld } from "./support/analyticsWorld";
import { analytics, openAnalyticsWorld } from "./support/analyticsWorld";
import type { TestApp } from "./support/testApp";

let t: TestApp;
let world: AnalyticsWorld;
let admin: Headers;

beforeAll(async () => {
  ({ t, world, admin } = await openAnalyticsWorld());
});
afterAll(() => t?.close());

/** The API search behind each list a tile may open. */
const SEARCHES: Record<string, string> = {
  [tripsModule.paths.list]: `/api${tripsModule.api.prefix}/search`,
  [driversModule.paths.list]: `/api${driversModule.api.prefix}/search`,
  [invoicesModule.paths.list]: `/api${invoicesModule.api.prefix}/search`,
  [vehiclesModule.paths.list]: `/api${vehiclesModule.api.prefix}/search`,
  [paymentLedgerModule.paths.list]:
    `/api${paymentLedgerModule.api.prefix}/search`,
};

interface ListAnswer {
  total: number;
  data: Record<string, unknown>[];
}

/** The list a link opens, searched as the list does: its filter is the search body. */
async function follow(link: string, headers: Headers): Promise<ListAnswer> {
  const url = new URL(link, "http://app.test");
  const search = SEARCHES[url.pathname];
  expect(search, `a search for ${url.pathname}`).toBeDefined();
  const filter = JSON.parse(url.searchParams.get("filter") ?? "{}") as object;
  const res = await post(
    t,
    search,
    { ...filter, pageNumber: 1, pageSize: MAX_PAGE_SIZE },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as ListAnswer;
  // One page holds the world: the sums below read every row.
  expect(answer.data.length).toBe(answer.total);
  return answer;
}

const total = async (link: string, headers: Headers) =>
  (await follow(link, headers)).total;
const sum = async (link: string, headers: Headers, field: string) =>
  (await follow(link, headers)).data.reduce((n, r) => n + Number(r[field]), 0);

/** Every trip tile: the figure, and the total of its link's list. */
async function checkTripTiles(
  d: Dashboard,
  headers: Headers,
  facilityId?: string,
) {
  const today = {
    startsAt: d.todayTiles.startsAt,
    endsAt: d.todayTiles.endsAt,
    facilityId,
  };
  const window = {
    startsAt: d.last30.startsAt,
    endsAt: d.last30.endsAt,
    facilityId,
  };
  expect(await total(tripsLink(today), headers)).toBe(d.todayTiles.total);
  for (const s of d.todayTiles.byStatus)
    expect(
      await total(tripsLink({ ...today, statuses: [s.status] }), headers),
      s.status,
    ).toBe(s.trips);
  const now = new Date(d.now);
  const soon = upcomingTripsLink(
    now,
    new Date(now.getTime() + 2 * 3_600_000),
    facilityId,
  );
  expect(await total(soon, headers)).toBe(d.todayTiles.unassignedSoon);
  const onTime = (days: typeof today) =>
    total(tripsLink({ ...days, punctuality: "on-time" }), headers);
  expect(await onTime(today)).toBe(d.todayTiles.onTime.part);
  expect(await onTime(window)).toBe(d.last30.onTime.part);
  // The rates' wholes are lists too: the measured pick-ups, the window's trips.
  expect(
    await total(tripsLink({ ...window, punctuality: "measured" }), headers),
  ).toBe(d.last30.onTime.whole);
  expect(await total(tripsLink(window), headers)).toBe(d.last30.noShows.whole);
  expect(
    await total(tripsLink({ ...window, outcomeCodes: ["no-show"] }), headers),
  ).toBe(d.last30.noShows.part);
  expect(
    await total(
      tripsLink({ ...window, outcomeCodes: ["late-cancel"] }),
      headers,
    ),
  ).toBe(d.last30.lateCancels.part);
  // Late is measured less on time: the three punctualities agree with each other.
  expect(
    await total(tripsLink({ ...window, punctuality: "late" }), headers),
  ).toBe(d.last30.onTime.whole - d.last30.onTime.part);
}

describe("every dashboard tile's link lists what the tile counts", () => {
  it("for the whole operation", async () => {
    const d = await analytics<Dashboard>(t, "dashboard", {}, admin);
    // The world has something behind each tile, so an empty list cannot pass for a right one.
    expect(d.last30.noShows.part).toBeGreaterThan(0);
    expect(d.last30.lateCancels.part).toBeGreaterThan(0);
    expect(d.last30.onTime.whole).toBeGreaterThan(d.last30.onTime.part);
    expect(d.last30.privatePaidCents).toBeGreaterThan(0);
    await checkTripTiles(d, admin);
    expect(await total(driversOnlineLink(), admin)).toBe(
      d.todayTiles.driversOnline,
    );
    expect(await total(overdueInvoicesLink(), admin)).toBe(
      d.alerts.invoicesOverdue,
    );
    // The expiry alerts: active drivers and vehicles only (a retired vehicle's insurance lapses too).
    expect(await total(credentialsExpiringLink(), admin)).toBe(
      d.alerts.credentialsExpiring,
    );
    expect(await total(vehicleDocumentsLink(), admin)).toBe(
      d.alerts.vehicleDocumentsExpiring,
    );
    const { fromDate, toDate } = d.last30;
    const invoiced = await sum(
      billedInvoicesLink(fromDate, toDate),
      admin,
      "totalCents",
    );
    const paid = await sum(
      privatePaymentsLink(fromDate, toDate),
      admin,
      "amountCents",
    );
    expect(invoiced).toBe(d.last30.invoicedCents);
    expect(paid).toBe(d.last30.privatePaidCents);
    expect(invoiced + paid).toBe(d.last30.billedCents);
  });

  it("for an administrator narrowing the dashboard to one facility", async () => {
    const d = await analytics<Dashboard>(
      t,
      "dashboard",
      { facilityId: world.beta },
      admin,
    );
    await checkTripTiles(d, admin, world.beta);
    expect(await total(overdueInvoicesLink(world.beta), admin)).toBe(
      d.alerts.invoicesOverdue,
    );
    expect(
      await sum(
        billedInvoicesLink(d.last30.fromDate, d.last30.toDate, world.beta),
        admin,
        "totalCents",
      ),
    ).toBe(d.last30.invoicedCents);
  });

  it("for a facility administrator, through their own scope", async () => {
    const fa = await as(t, "facilityadmin", { facilityId: world.alpha });
    const d = await analytics<Dashboard>(t, "dashboard", {}, fa.headers);
    expect(d.last30.noShows.part).toBe(1);
    await checkTripTiles(d, fa.headers);
    // The operation's lists narrowed to alpha say the same as their figures.
    expect(await total(overdueInvoicesLink(world.alpha), admin)).toBe(
      d.alerts.invoicesOverdue,
    );
  });
});

describe("the tiles' filters refuse bad values", () => {
  const search = (prefix: string, body: object) =>
    post(t, `/api${prefix}/search`, body, admin);

  it.each([
    ["an unknown outcome", { additionalStringFilters: { outcomeCode: "x" } }],
    [
      "an unknown outcome among several",
      { additionalArrayFilters: { outcomeCodes: ["no-show", "x"] } },
    ],
    [
      "an unknown punctuality",
      { additionalStringFilters: { pickUpPunctuality: "soon" } },
    ],
    [
      "a punctuality that is not a string",
      { additionalNumericFilters: { pickUpPunctuality: 1 } },
    ],
  ])("trips: %s is a 400", async (_name, body) => {
    const res = await search(tripsModule.api.prefix, body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it.each([
    [driversModule.api.prefix, { online: "yes" }],
    [invoicesModule.api.prefix, { overdue: "yes" }],
    [invoicesModule.api.prefix, { voided: 1 }],
    [invoicesModule.api.prefix, { issuedFrom: "yesterday" }],
    [invoicesModule.api.prefix, { issuedTo: "2026-02-30" }],
    [paymentLedgerModule.api.prefix, { paidFrom: "2026-13-01" }],
    [paymentLedgerModule.api.prefix, { paidTo: true }],
  ])("%s with %j is a 400", async (prefix, body) => {
    const res = await search(prefix, body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it("keeps a facility administrator's trips to their facility, whatever the filter", async () => {
    const fa = await as(t, "facilityadmin", { facilityId: world.alpha });
    const res = await post(
      t,
      `/api${tripsModule.api.prefix}/search`,
      {
        additionalArrayFilters: { outcomeCodes: ["no-show"] },
        additionalStringFilters: { facilityId: world.beta },
        pageSize: MAX_PAGE_SIZE,
      },
      fa.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(0);
  });
});
