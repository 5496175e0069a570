/**
 * The analytics pages' tests (issue 29): the server's three calls (CONTRACT29) answered from a
 * store, every call recorded with its body, and the app mounted at a path for a role with
 * feature-analytics on. The clock is fixed at NOW (fixClock), so the presets' days are known.
 */
import type { RequestHandler } from "msw";
import { http, HttpResponse } from "msw";
import { FEATURES } from "../../../domain/features";
import type { RoleCode } from "../../../domain/privileges";
import type {
  AnalyticsReport,
  Dashboard,
  UsersAnalytics,
} from "../../../domain/schemas/analytics";
import type { Facility } from "../../../domain/schemas/facility";
import { TRIP_STATUSES } from "../../../domain/tripEnums";
import { renderApp } from "../../support/AppWrapper";
import { envelope, paginate } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import type { CallLog } from "../../support/recordedCalls";
import { recorded } from "../../support/recordedCalls";
import { buildFacilityRow } from "../../support/rowFactories";
import { signInAs } from "../../support/signedIn";

/** Mid-March, the day after a 28-day February: last month is 2026-02-01 to 2026-02-28. */
export const NOW = "2026-03-18T12:00:00";
export const TODAY = "2026-03-18";
export const LAST_30 = { fromDate: "2026-02-17", toDate: "2026-03-18" };
/** The dashboard's bounds as the server answers them: instants in the operator's zone. */
export const TODAY_BOUNDS = {
  startsAt: "2026-03-18T04:00:00.000Z",
  endsAt: "2026-03-19T04:00:00.000Z",
};
export const LAST_30_BOUNDS = {
  startsAt: "2026-02-17T05:00:00.000Z",
  endsAt: "2026-03-19T04:00:00.000Z",
};
export const LAST_MONTH = { fromDate: "2026-02-01", toDate: "2026-02-28" };
export const OWN_FACILITY = "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a11";

export interface AnalyticsStore {
  log: CallLog;
  dashboard: Dashboard;
  users: UsersAnalytics;
  /** A report's rows by key; a key missing here answers 404. */
  reports: Record<string, AnalyticsReport["rows"]>;
  facilities: Facility[];
}

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });

export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    facilityId: null,
    today: TODAY,
    now: "2026-03-18T16:00:00.000Z",
    todayTiles: {
      // The operator's day (New York, UTC−4 in March), not the browser's: links carry these.
      startsAt: TODAY_BOUNDS.startsAt,
      endsAt: TODAY_BOUNDS.endsAt,
      byStatus: TRIP_STATUSES.map((status) => ({
        status,
        trips: status === "confirmed" ? 4 : status === "completed" ? 3 : 0,
      })),
      total: 7,
      unassignedSoon: 2,
      driversOnline: 5,
      onTime: { part: 3, whole: 4, rate: 0.75 },
    },
    last30: {
      ...LAST_30,
      ...LAST_30_BOUNDS,
      volumeByDay: days(LAST_30.fromDate, 30).map((day, i) => ({
        day,
        trips: i % 3,
      })),
      onTime: { part: 80, whole: 90, rate: 80 / 90 },
      noShows: { part: 3, whole: 100, rate: 0.03 },
      lateCancels: { part: 5, whole: 100, rate: 0.05 },
      averageRideMinutes: 23.25,
      billedCents: 1_234_505,
      collectedCents: 98_000,
      invoicedCents: 1_200_005,
      privatePaidCents: 34_500,
    },
    alerts: {
      credentialsExpiring: 2,
      vehicleDocumentsExpiring: 1,
      invoicesOverdue: 4,
    },
    ...overrides,
  };
}

export const USERS: UsersAnalytics = {
  activeByRole: [
    { role: "systemadmin", users: 1 },
    { role: "dataadmin", users: 2 },
    { role: "facilityadmin", users: 3 },
    { role: "nurse", users: 7 },
    { role: "driver", users: 9 },
    { role: "customer", users: 11 },
  ],
  signInsByDay: days(LAST_30.fromDate, 30).map((day, i) => ({
    day,
    signIns: i,
  })),
  neverSignedIn: 4,
  withSecondFactor: 6,
  locked: 1,
  activeTotal: 33,
};

export const ON_TIME_ROWS: AnalyticsReport["rows"] = [
  {
    facilityName: "=HYPERLINK(1) Care",
    measured: 40,
    onTime: 35,
    onTimeRate: 0.875,
  },
  {
    facilityName: "Riverside Care Home",
    measured: 3,
    onTime: 1,
    onTimeRate: 1 / 3,
  },
  { facilityName: null, measured: 0, onTime: 0, onTimeRate: null },
];

export const REVENUE_ROWS: AnalyticsReport["rows"] = [
  { source: "invoiced", billedCents: 1_000_000, collectedCents: 45_005, outstandingCents: 30_000 },
  { source: "private", billedCents: 705, collectedCents: 705, outstandingCents: 0 },
]; // prettier-ignore

export function analyticsStore(
  seed: Partial<AnalyticsStore> = {},
): AnalyticsStore {
  return {
    log: { calls: [], refuse: new Map() },
    dashboard: buildDashboard(),
    users: USERS,
    reports: {
      "on-time-by-facility": ON_TIME_ROWS,
      revenue: REVENUE_ROWS,
      "driver-hours": [
        {
          driverName: "Dana Driver",
          hoursOnline: 7.5,
          trips: 9,
          tripsPerHour: 1.2,
        },
      ],
    },
    facilities: [
      buildFacilityRow({ facilityName: "Riverside Care Home" }),
      buildFacilityRow({ facilityName: "Hilltop Clinic" }),
    ],
    ...seed,
  };
}

export function analyticsHandlers(store: AnalyticsStore) {
  const api = (path: string) => `/api${path}`;
  return [
    http.post(
      api("/analytics/dashboard"),
      recorded(store.log, () => envelope(store.dashboard)),
    ),
    http.post(
      api("/analytics/users"),
      recorded(store.log, () => envelope(store.users)),
    ),
    http.post(
      api("/analytics/reports/:key"),
      recorded(store.log, (body, { key }) => {
        const rows = store.reports[key];
        if (!rows)
          return HttpResponse.json(
            { code: 404, message: "Report not found." },
            { status: 404 },
          );
        return envelope({
          key,
          group: "facilities",
          fromDate: body.fromDate,
          toDate: body.toDate,
          facilityId: (body.facilityId as string | undefined) ?? null,
          rows,
        });
      }),
    ),
    http.post(
      api("/facilities/search"),
      recorded(store.log, (body) =>
        HttpResponse.json(
          paginate(store.facilities as Record<string, unknown>[], body),
        ),
      ),
    ),
  ];
}

/**
 * Mounts the app at `url` for `role`, feature-analytics on, over the store's answers (and `extra`
 * handlers: another page's calls).
 */
export function setupAnalyticsPages() {
  const { fake, server, start } = setupFakeServer();
  return (
    url: string,
    role: RoleCode = "systemadmin",
    store: AnalyticsStore = analyticsStore(),
    extra: RequestHandler[] = [],
  ) => {
    signInAs(
      fake.api,
      role,
      role === "facilityadmin"
        ? { facilityUserDetail: { facilityId: OWN_FACILITY } }
        : {},
    );
    fake.api.toggles[FEATURES.analytics] = true;
    start();
    server.use(...analyticsHandlers(store), ...extra);
    const app = renderApp(url);
    return { store, app };
  };
}

/** The calls to one path (without /api), in order. */
export const callsTo = (store: AnalyticsStore, path: string) =>
  store.log.calls.filter((c) => c.path === path);
