/**
 * /analytics/dashboard (issue 29) in the real shell over msw: the figures of the answer, each tile a
 * link to the list it counts with that list's filters in the URL, the facility picker of operators
 * (sent, and carried into the links), none for a facility administrator, and the empty, loading and
 * failure states.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { driversModule } from "../../../domain/modules/drivers";
import { invoicesModule } from "../../../domain/modules/invoices";
import { paymentLedgerModule } from "../../../domain/modules/paymentLedger";
import { tripsModule } from "../../../domain/modules/trips";
import { vehiclesModule } from "../../../domain/modules/vehicles";
import { fixClock } from "../../support/fixedClock";
import {
  analyticsStore,
  buildDashboard,
  callsTo,
  LAST_30,
  LAST_30_BOUNDS,
  NOW,
  setupAnalyticsPages,
  TODAY_BOUNDS,
} from "./analyticsFake";

fixClock(NOW);

const LOAD = { timeout: 10_000 };
const DASHBOARD = "/analytics/dashboard";
const open = setupAnalyticsPages();

/** A link's list path and its filter, read back from the URL. */
function target(link: HTMLElement) {
  const url = new URL(link.getAttribute("href") ?? "", "http://app.test");
  return {
    path: url.pathname,
    filter: JSON.parse(url.searchParams.get("filter") ?? "null") as unknown,
  };
}

const tile = (name: RegExp) => screen.getByRole("link", { name });
/** The dashboard's own bounds (the operator's days), never the browser's. */
const days = (bounds: { startsAt: string; endsAt: string }) => ({
  fromDate: bounds.startsAt,
  toDate: bounds.endsAt,
});

describe("the analytics dashboard", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows today's tiles, the last 30 days and the alerts of the answer", async () => {
    const { store } = open(DASHBOARD);
    const today = await screen.findByRole("region", { name: "Today" }, LOAD);
    expect(within(today).getByRole("link", { name: /^Trips today 7/ }));
    expect(within(today).getByRole("link", { name: /^Confirmed 4/ }));
    expect(
      within(today).getByRole("link", {
        name: /^Unassigned, pick-up within 2 hours 2/,
      }),
    );
    expect(within(today).getByRole("link", { name: /^Drivers online 5/ }));
    expect(
      within(today).getByRole("link", {
        name: "On time so far 75.0% 3 of 4 pick-ups",
      }),
    );
    const last30 = screen.getByRole("region", { name: "Last 30 days" });
    expect(
      within(last30).getByText(`${LAST_30.fromDate} to ${LAST_30.toDate}`),
    );
    expect(
      within(last30).getByRole("img", { name: "Chart: trips by day" }),
    ).toBeInTheDocument();
    expect(
      within(last30).getByRole("link", { name: /^On-time pick-ups 88\.9%/ }),
    );
    expect(
      within(last30).getByRole("link", {
        name: "No-shows 3.0% 3 of 100 trips",
      }),
    );
    expect(
      within(last30).getByRole("link", {
        name: "Late cancellations 5.0% 5 of 100 trips",
      }),
    );
    expect(
      within(last30).getByRole("link", { name: "Average ride time 23.3 min" }),
    );
    expect(
      within(last30).getByRole("link", {
        name: "Revenue billed $12345.05 $12000.05 on invoices, $345.00 paid privately",
      }),
    );
    expect(
      within(last30).getByRole("link", { name: /^Paid privately \$345\.00/ }),
    );
    // Invoice payments have no list of their own: the figure shows, without a link.
    expect(within(last30).getByText("Revenue collected")).toBeInTheDocument();
    expect(
      within(last30).queryByRole("link", { name: /Revenue collected/ }),
    ).toBeNull();
    const alerts = screen.getByRole("region", { name: "Alerts" });
    expect(
      within(alerts).getByRole("link", {
        name: "Driver credentials expiring within 30 days 2",
      }),
    );
    expect(
      within(alerts).getByRole("link", {
        name: "Vehicle documents expiring within 30 days 1",
      }),
    );
    expect(within(alerts).getByRole("link", { name: "Invoices overdue 4" }));
    // One call, the whole operation; the tab is named.
    expect(callsTo(store, "/analytics/dashboard").map((c) => c.body)).toEqual([
      {},
    ]);
    expect(document.title).toBe("Analytics dashboard · NEMT Portal");
  });

  it("links each tile to the list it counts, the list's filters in the URL", async () => {
    open(DASHBOARD);
    await screen.findByRole("region", { name: "Today" }, LOAD);
    expect(target(tile(/^Confirmed 4/))).toEqual({
      path: tripsModule.paths.list,
      filter: {
        dateFilterRequest: days(TODAY_BOUNDS),
        additionalArrayFilters: { tripStatuses: ["confirmed"] },
      },
    });
    expect(target(tile(/^On time so far/))).toEqual({
      path: tripsModule.paths.list,
      filter: {
        dateFilterRequest: days(TODAY_BOUNDS),
        additionalStringFilters: { pickUpPunctuality: "on-time" },
      },
    });
    expect(target(tile(/^Drivers online/))).toEqual({
      path: driversModule.paths.list,
      filter: { online: true },
    });
    expect(target(tile(/^No-shows/))).toEqual({
      path: tripsModule.paths.list,
      filter: {
        dateFilterRequest: days(LAST_30_BOUNDS),
        additionalArrayFilters: { outcomeCodes: ["no-show"] },
      },
    });
    expect(target(tile(/^Late cancellations/)).filter).toMatchObject({
      additionalArrayFilters: { outcomeCodes: ["late-cancel"] },
    });
    expect(target(tile(/^On-time pick-ups/)).filter).toEqual({
      dateFilterRequest: days(LAST_30_BOUNDS),
      additionalStringFilters: { pickUpPunctuality: "on-time" },
    });
    expect(target(tile(/^Unassigned, pick-up/))).toEqual({
      path: tripsModule.paths.list,
      filter: {
        dateFilterRequest: {
          fromDate: "2026-03-18T16:00:00.000Z",
          toDate: "2026-03-18T18:00:00.000Z",
        },
        additionalArrayFilters: { tripStatuses: ["pending", "confirmed"] },
        additionalBooleanFilters: { unassigned: true },
      },
    });
    expect(target(tile(/^Driver credentials expiring/))).toEqual({
      path: driversModule.paths.list,
      filter: { status: "active", credentialsExpiringWithinDays: 30 },
    });
    expect(target(tile(/^Vehicle documents expiring/))).toEqual({
      path: vehiclesModule.paths.list,
      filter: { status: "active", expiringWithinDays: 30 },
    });
    expect(target(tile(/^Invoices overdue/))).toEqual({
      path: invoicesModule.paths.list,
      filter: { overdue: true },
    });
    // Tiles are links: the keyboard reaches them.
    tile(/^No-shows/).focus();
    expect(tile(/^No-shows/)).toHaveFocus();
    expect(target(tile(/^Revenue billed/))).toEqual({
      path: invoicesModule.paths.list,
      filter: {
        issuedFrom: LAST_30.fromDate,
        issuedTo: LAST_30.toDate,
        voided: false,
      },
    });
    expect(target(tile(/^Paid privately/))).toEqual({
      path: paymentLedgerModule.paths.list,
      filter: {
        status: "completed",
        paidFrom: LAST_30.fromDate,
        paidTo: LAST_30.toDate,
      },
    });
  });

  it("narrows every figure to the facility an administrator picks, and its links too", async () => {
    const store = analyticsStore();
    open(DASHBOARD, "systemadmin", store);
    await screen.findByRole("region", { name: "Today" }, LOAD);
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Facility" }));
    await user.click(
      await screen.findByRole("option", { name: "Hilltop Clinic" }, LOAD),
    );
    const hilltop = store.facilities[1].id;
    await waitFor(() =>
      expect(callsTo(store, "/analytics/dashboard").map((c) => c.body)).toEqual(
        [{}, { facilityId: hilltop }],
      ),
    );
    await waitFor(() =>
      expect(target(tile(/^No-shows/)).filter).toEqual({
        dateFilterRequest: days(LAST_30_BOUNDS),
        additionalArrayFilters: { outcomeCodes: ["no-show"] },
        additionalStringFilters: { facilityId: hilltop },
      }),
    );
  });

  it("gives a facility administrator no picker, no fleet tiles, and links only to lists they may open", async () => {
    const store = analyticsStore({
      dashboard: buildDashboard({
        alerts: {
          credentialsExpiring: null,
          vehicleDocumentsExpiring: null,
          invoicesOverdue: 1,
        },
        todayTiles: { ...buildDashboard().todayTiles, driversOnline: null },
      }),
    });
    open(DASHBOARD, "facilityadmin", store);
    await screen.findByRole("region", { name: "Today" }, LOAD);
    expect(screen.queryByRole("combobox", { name: "Facility" })).toBeNull();
    expect(screen.queryByText("Drivers online")).toBeNull();
    expect(screen.queryByText(/Driver credentials expiring/)).toBeNull();
    // Trips: their own facility's, fixed by the server, so no facility in the link.
    expect(target(tile(/^No-shows/)).filter).not.toHaveProperty(
      "additionalStringFilters",
    );
    // The invoices list is not theirs: the figure shows, without a link.
    expect(screen.getByText("Invoices overdue")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Invoices overdue/ })).toBeNull();
    expect(callsTo(store, "/analytics/dashboard").map((c) => c.body)).toEqual([
      {},
    ]);
    expect(callsTo(store, "/facilities/search")).toHaveLength(0);
  });

  it("says when the period had no trips", async () => {
    const empty = buildDashboard();
    empty.last30.volumeByDay = empty.last30.volumeByDay.map((d) => ({
      ...d,
      trips: 0,
    }));
    open(DASHBOARD, "dataadmin", analyticsStore({ dashboard: empty }));
    expect(
      await screen.findByText("No trips in this period.", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("img", { name: "Chart: trips by day" }),
    ).toBeNull();
  });

  it("shows the server's message when the dashboard fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = analyticsStore();
    // A 4xx: never retried, so the failure shows at once.
    store.log.refuse.set("POST /analytics/dashboard", [
      422,
      "Choose an existing facility.",
    ]);
    open(DASHBOARD, "systemadmin", store);
    expect(
      await screen.findByText(
        "The figures could not be loaded: Choose an existing facility.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });
});
