/**
 * The home page tests (issue 29): an in-memory store of trips, today's dashboard, notifications,
 * system notifications and a driver's day, and msw handlers answering the panels' calls over it.
 * Every call is recorded with its body; `refuse` forces an answer ("METHOD path" → [status]).
 */
import dayjs from "dayjs";
import { http, HttpResponse } from "msw";
import type { FeatureCode } from "../../../domain/features";
import type { ManifestDay } from "../../../domain/schemas/manifest";
import type { Dashboard } from "../../../domain/schemas/analytics";
import type { NotificationRow } from "../../../domain/schemas/notification";
import type { SystemNotification } from "../../../domain/schemas/systemNotification";
import type { Trip } from "../../../domain/schemas/trip";
import type { RoleCode } from "../../../domain/privileges";
import type { User } from "../../../domain/schemas/user";
import { renderApp } from "../../support/AppWrapper";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import { envelope, paginate } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import type { Body, CallLog } from "../../support/recordedCalls";
import { recorded } from "../../support/recordedCalls";
import { signInAs } from "../../support/signedIn";
import { filterTrips } from "../../support/tripHandlers";

export interface HomeStore {
  log: CallLog;
  trips: Trip[];
  dashboard: Dashboard;
  notifications: NotificationRow[];
  systemNotifications: SystemNotification[];
  day: ManifestDay | null;
}

/** An instant `hours` after today's start on this machine (the panels' days are the device's). */
export const todayAt = (hours: number) =>
  dayjs().startOf("day").add(hours, "hour").toISOString();
/** The start of the day `days` after today on this machine, as the panels send it. */
export const dayStart = (days: number) =>
  dayjs().startOf("day").add(days, "day").toISOString();

export function buildDashboard(): Dashboard {
  const today = dayjs().format("YYYY-MM-DD");
  const share = (part: number, whole: number) => ({
    part,
    whole,
    rate: whole ? part / whole : 0,
  });
  return {
    facilityId: null,
    today,
    now: new Date().toISOString(),
    todayTiles: {
      startsAt: dayStart(0),
      endsAt: dayStart(1),
      byStatus: [
        { status: "pending", trips: 3 },
        { status: "confirmed", trips: 9 },
        { status: "in-progress", trips: 2 },
        { status: "completed", trips: 4 },
        { status: "delayed", trips: 0 },
        { status: "cancelled", trips: 0 },
      ],
      total: 18,
      unassignedSoon: 2,
      driversOnline: 5,
      onTime: share(3, 4),
    },
    last30: {
      fromDate: today,
      toDate: today,
      startsAt: dayStart(0),
      endsAt: dayStart(1),
      volumeByDay: [],
      onTime: share(0, 0),
      noShows: share(0, 0),
      lateCancels: share(0, 0),
      averageRideMinutes: null,
      billedCents: 0,
      collectedCents: 0,
      invoicedCents: 0,
      privatePaidCents: 0,
    },
    alerts: {
      credentialsExpiring: 0,
      vehicleDocumentsExpiring: 0,
      invoicesOverdue: 0,
    },
  };
}

export function buildMention(
  n: number,
  overrides: Partial<NotificationRow> = {},
): NotificationRow {
  const id = `6c3d4e5f-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return {
    _id: id,
    id,
    notificationId: id,
    recipientUserId: "",
    senderUserId: null,
    senderName: "Dana Dispatch",
    title: "Dana Dispatch mentioned you",
    message: `Mention ${n}`,
    reactionType: null,
    notificationType: "mention",
    modelType: null,
    modelId: null,
    viewedAt: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function homeStore(seed: Partial<HomeStore> = {}): HomeStore {
  return {
    log: { calls: [], refuse: new Map() },
    trips: [],
    dashboard: buildDashboard(),
    notifications: [],
    systemNotifications: [],
    day: null,
    ...seed,
  };
}

const record = (o: unknown): Body =>
  o && typeof o === "object" ? (o as Body) : {};

/** The panels' own trip filters (server/entities/trips.ts), then the §7 ones (tripHandlers). */
function searchTrips(trips: readonly Trip[], body: Body): Trip[] {
  const { unassigned, flagged, willCallWaiting, ...booleans } = record(
    body.additionalBooleanFilters,
  );
  const rows = trips.filter(
    (t) =>
      (unassigned === undefined || (t.driverId === null) === unassigned) &&
      (flagged === undefined || !!t.dispatchFindings?.length === flagged) &&
      (willCallWaiting === undefined ||
        (t.willCall && !t.willCallActivatedAt) === willCallWaiting),
  );
  return filterTrips(rows, { ...body, additionalBooleanFilters: booleans });
}

export function homeHandlers(store: HomeStore) {
  const { log } = store;
  const page = (rows: object[], body: Body) =>
    HttpResponse.json(paginate(rows as Body[], body));
  return [
    http.post(
      "/api/trips/search",
      recorded(log, (body) =>
        page(
          [...searchTrips(store.trips, body)].sort((a, b) =>
            a.pickUpDatetime.localeCompare(b.pickUpDatetime),
          ),
          { ...body, sortBy: undefined },
        ),
      ),
    ),
    http.post(
      "/api/analytics/dashboard",
      recorded(log, () => envelope(store.dashboard)),
    ),
    http.post(
      "/api/notifications/search",
      recorded(log, (body) =>
        page(
          store.notifications.filter(
            (n) =>
              (body.viewed === undefined ||
                (n.viewedAt !== null) === body.viewed) &&
              (!body.notificationType ||
                n.notificationType === body.notificationType),
          ),
          body,
        ),
      ),
    ),
    http.post(
      "/api/notifications/system/search",
      recorded(log, (body) =>
        page(
          store.systemNotifications.filter(
            (n) => body.active === undefined || n.active === body.active,
          ),
          body,
        ),
      ),
    ),
    http.post(
      "/api/manifests/day",
      recorded(log, (body) =>
        envelope(
          store.day ?? {
            driverId: "",
            serviceDate: String(body.serviceDate),
            manifest: null,
            items: [],
            changes: [],
            changedSinceAcknowledged: false,
          },
        ),
      ),
    ),
  ];
}

/** The calls of one method and path (without /api), in order. */
export const homeCalls = (store: HomeStore, method: string, path: string) =>
  store.log.calls.filter((c) => c.method === method && c.path === path);

export interface OpenHome {
  store?: HomeStore;
  /** The toggles switched on; every other one is off. */
  features?: FeatureCode[];
  user?: Partial<User>;
}

/**
 * A test file's msw server (call at its top level) and `open`: a user of `role` signed in, the
 * toggles, the contract's handlers and the home page's over the store, the app at "/".
 */
export function setupHomePage() {
  const { fake, server, start } = setupFakeServer();
  return (role: RoleCode, options: OpenHome = {}) => {
    const store = options.store ?? homeStore();
    for (const code of options.features ?? []) fake.api.toggles[code] = true;
    const user = signInAs(fake.api, role, options.user);
    start();
    server.use(
      ...driverStatusHandlers(fake.api, { online: [] }),
      ...homeHandlers(store),
    );
    renderApp("/");
    return { store, user };
  };
}
