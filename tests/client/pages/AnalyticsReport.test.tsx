/**
 * The analytics reports (issue 29) in the real shell over msw: a report's table from the answer,
 * rates and money formatted, the CSV equal to the table, the chosen period and facility sent; the
 * groups' pages; a facility administrator with no facility picker and no operation-wide report.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixClock } from "../../support/fixedClock";
import type { ReportKind, ReportPeriod } from "../../../domain/schemas/report";
import {
  ANSWERS,
  readBlob,
  REPORTS_PATH,
} from "../../support/transportReports";
import {
  analyticsStore,
  callsTo,
  LAST_30,
  LAST_MONTH,
  NOW,
  setupAnalyticsPages,
} from "./analyticsFake";

fixClock(NOW);

const LOAD = { timeout: 10_000 };
const ON_TIME = "/analytics/report/on-time-by-facility";
const open = setupAnalyticsPages();

/** Every download saved (its file name and content), instead of the browser's. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      saved.push({ name: "", blob });
      return "blob:report";
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved[saved.length - 1].name = this.download;
  });
  return saved;
}

/** The table's cells, header first, as the screen shows them. */
const tableText = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) =>
      Array.from(row.querySelectorAll("th, td")).map((c) => c.textContent),
    );

describe("an analytics report", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the answer's table, rates as percentages, under its chart, for the last 30 days", async () => {
    const { store } = open(ON_TIME);
    const table = await screen.findByRole(
      "table",
      { name: "On-time performance by facility" },
      LOAD,
    );
    expect(tableText(table)).toEqual([
      ["Facility", "Measured pick-ups", "On time", "On-time rate"],
      ["=HYPERLINK(1) Care", "40", "35", "87.5%"],
      ["Riverside Care Home", "3", "1", "33.3%"],
      ["No facility (private)", "0", "0", "—"],
    ]);
    expect(
      screen.getByRole("img", {
        name: "Chart: On-time performance by facility",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "On-time performance by facility",
      }),
    ).toBeInTheDocument();
    expect(
      callsTo(store, "/analytics/reports/on-time-by-facility")[0].body,
    ).toEqual(LAST_30);
  });

  it("formats money from cents", async () => {
    open("/analytics/report/revenue");
    const table = await screen.findByRole(
      "table",
      { name: "Revenue billed and collected" },
      LOAD,
    );
    expect(tableText(table).slice(1)).toEqual([
      ["Invoices", "$10000.00", "$450.05", "$300.00"],
      ["Private payments", "$7.05", "$7.05", "$0.00"],
    ]);
  });

  it("sends the chosen period and facility, and exports a CSV equal to the table", async () => {
    const store = analyticsStore();
    open(ON_TIME, "dataadmin", store);
    const user = userEvent.setup();
    await screen.findByRole("table", {}, LOAD);
    await user.click(screen.getByRole("button", { name: "Last month" }));
    await user.click(screen.getByRole("combobox", { name: "Facility" }));
    await user.click(
      await screen.findByRole("option", { name: "Riverside Care Home" }, LOAD),
    );
    const riverside = store.facilities[0].id;
    const path = "/analytics/reports/on-time-by-facility";
    await waitFor(() =>
      expect(callsTo(store, path).map((c) => c.body)).toEqual([
        LAST_30,
        LAST_MONTH,
        { ...LAST_MONTH, facilityId: riverside },
      ]),
    );
    const table = await screen.findByRole("table", {}, LOAD);
    const saved = captureDownloads();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe(
      "on-time-by-facility-2026-02-01-to-2026-02-28.csv",
    );
    const csv = await readBlob(saved[0].blob);
    // The table's cells, made formula-safe (a leading = is quoted away).
    const expected = tableText(table)
      .map((row) =>
        row.map((c) => (c?.startsWith("=") ? `'${c}` : c)).join(","),
      )
      .join("\n");
    expect(csv).toBe(`${expected}\n`);
  });

  it("says when a report is unknown", async () => {
    open("/analytics/report/no-such-report");
    expect(
      await screen.findByText(
        "There is no report named “no-such-report”.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it("lists a group's reports", async () => {
    open("/analytics/reports/drivers");
    expect(
      await screen.findByRole(
        "link",
        { name: "Driver hours and trips per hour" },
        LOAD,
      ),
    ).toHaveAttribute("href", "/analytics/report/driver-hours");
    expect(
      screen.getByRole("link", { name: "On-time performance by driver" }),
    ).toBeInTheDocument();
  });

  it("says an unknown group is not found", async () => {
    open("/analytics/reports/marketing");
    expect(
      await screen.findByText(
        "There is no report group named “marketing”.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });
});

describe("a facility administrator's reports", () => {
  it("lists every group without the operation-wide driver hours", async () => {
    open("/analytics/reports", "facilityadmin");
    const drivers = await screen.findByRole(
      "region",
      { name: "Drivers" },
      LOAD,
    );
    expect(
      within(drivers).getByRole("link", {
        name: "On-time performance by driver",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Driver hours and trips per hour")).toBeNull();
    for (const group of ["Operations", "Finance", "Facilities"])
      expect(screen.getByRole("region", { name: group })).toBeInTheDocument();
  });

  it("offers no facility picker and never sends a facility", async () => {
    const { store } = open(ON_TIME, "facilityadmin");
    await screen.findByRole("table", {}, LOAD);
    expect(screen.queryByRole("combobox", { name: "Facility" })).toBeNull();
    expect(
      callsTo(store, "/analytics/reports/on-time-by-facility")[0].body,
    ).toEqual(LAST_30);
    expect(callsTo(store, "/facilities/search")).toHaveLength(0);
  });

  it("does not ask for driver hours", async () => {
    const { store } = open("/analytics/report/driver-hours", "facilityadmin");
    expect(
      await screen.findByText(
        "This report covers the whole operation: it is not open to a facility.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(callsTo(store, "/analytics/reports/driver-hours")).toHaveLength(0);
  });
});

describe("the transport reports page", () => {
  it("keeps working, and links to the analytics reports", async () => {
    const transport = http.post(
      "/api/reports/transport/:kind",
      async ({ params, request }) =>
        HttpResponse.json({
          code: 200,
          message: "Report ready.",
          data: ANSWERS[params.kind as ReportKind](
            (await request.json()) as ReportPeriod,
          ),
        }),
    );
    open(REPORTS_PATH, "systemadmin", analyticsStore(), [transport]);
    expect(
      await screen.findByRole("table", { name: "Trips" }, LOAD),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        "link",
        { name: "More reports, for every facility and driver, in Analytics" },
        LOAD,
      ),
    ).toHaveAttribute("href", "/analytics/reports");
  });
});
