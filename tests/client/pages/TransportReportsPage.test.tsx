/**
 * /admin/transport/reports (issue 12): through the app, the route opens for an administrator (and
 * its calls go out) and refuses a data admin (no call); on its own, the page's period, states,
 * tables and CSV.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { http, HttpResponse } from "msw";
import {
  AdminContext,
  HttpError,
  memoryStore,
  testDataProvider,
  TestMemoryRouter,
} from "react-admin";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TransportReportsPage } from "../../../custom-pages/reports/TransportReportsPage";
import { reportCsv } from "../../../custom-pages/reports/reportCsv";
import type {
  RatesReport,
  ReportKind,
  ReportPeriod,
  RevenueReport,
  TripsReport,
} from "../../../domain/schemas/report";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { createQueryClient } from "../../../src/queryClient";
import { renderApp } from "../../support/AppWrapper";
import { buildUserWithRole, storeSession } from "../../support/factories";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";

const PATH = "/admin/transport/reports";
const TODAY = dayjs().format("YYYY-MM-DD");
const LAST_30 = {
  fromDate: dayjs().subtract(29, "day").format("YYYY-MM-DD"),
  toDate: TODAY,
};
const ALPHA = "a1a1a1a1-0000-4000-8000-000000000001";

const tripsReport = (period: ReportPeriod): TripsReport => ({
  ...period,
  total: 4,
  byStatus: [
    { status: "pending", trips: 1 },
    { status: "confirmed", trips: 0 },
    { status: "in-progress", trips: 0 },
    { status: "completed", trips: 2 },
    { status: "delayed", trips: 0 },
    { status: "cancelled", trips: 1 },
  ],
  byBookingType: [
    { bookingType: "private", trips: 1 },
    { bookingType: "facility", trips: 3 },
    { bookingType: "hospital", trips: 0 },
  ],
  byFacility: [
    { facilityId: ALPHA, facilityName: "=HYPERLINK(1) Care", trips: 3 },
    { facilityId: null, facilityName: null, trips: 1 },
  ],
});

const revenueReport = (period: ReportPeriod): RevenueReport => ({
  ...period,
  invoiced: {
    billedCents: 1_000_000,
    collectedCents: 45_005,
    outstandingCents: 30_000,
  },
  private: { billedCents: 705, collectedCents: 705, outstandingCents: 0 },
  total: {
    billedCents: 1_000_705,
    collectedCents: 45_710,
    outstandingCents: 30_000,
  },
  ageing: [
    { bucket: "0-30", invoices: 1, outstandingCents: 6000 },
    { bucket: "31-60", invoices: 0, outstandingCents: 0 },
    { bucket: "61-90", invoices: 1, outstandingCents: 16_000 },
    { bucket: "90+", invoices: 2, outstandingCents: 8000 },
  ],
});

const ratesReport = (period: ReportPeriod): RatesReport => ({
  ...period,
  facilities: [
    {
      facilityId: ALPHA,
      facilityName: "=HYPERLINK(1) Care",
      trips: 3,
      noShows: 1,
      lateCancels: 2,
      noShowRate: 1 / 3,
      lateCancelRate: 2 / 3,
    },
  ],
});

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const ANSWERS = {
  trips: tripsReport,
  revenue: revenueReport,
  rates: ratesReport,
} as const;

describe("through the app", () => {
  const { fake, server, start } = setupFakeServer();

  it("opens for an administrator: one call per report, its figures shown", async () => {
    signInAs(fake.api, "systemadmin");
    start();
    const calls: { kind: string; body: unknown }[] = [];
    server.use(
      http.post("/api/reports/transport/:kind", async ({ params, request }) => {
        const kind = params.kind as ReportKind;
        const body = (await request.json()) as ReportPeriod;
        calls.push({ kind, body });
        return HttpResponse.json({
          code: 200,
          message: "Report ready.",
          data: ANSWERS[kind](body),
        });
      }),
    );
    renderApp(PATH);
    expect(
      await screen.findByRole("heading", { name: "Reports", level: 1 }),
    ).toBeInTheDocument();
    const trips = await screen.findByRole("table", { name: "Trips" });
    expect(within(trips).getByRole("row", { name: /Completed 2 50\.0%/ }));
    expect(calls.map((c) => c.kind).sort()).toEqual([
      "rates",
      "revenue",
      "trips",
    ]);
    expect(
      calls.every((c) => JSON.stringify(c.body) === JSON.stringify(LAST_30)),
    ).toBe(true);
    expect(document.title).toBe("Reports · NEMT Portal");
  });

  it("is refused to a data admin, and asks nothing", async () => {
    signInAs(fake.api, "dataadmin");
    start();
    renderApp(PATH);
    expect(
      await screen.findByRole("heading", {
        name: "Authorization Error",
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(fake.api.requests.some((r) => r.path.startsWith("/reports"))).toBe(
      false,
    );
  });
});

describe("the page", () => {
  afterEach(() => vi.restoreAllMocks());

  function mount(
    transportReport: (
      kind: ReportKind,
      period: ReportPeriod,
    ) => Promise<unknown> = (kind, period) =>
      Promise.resolve(ANSWERS[kind](period)),
  ) {
    storeSession(buildUserWithRole("systemadmin"));
    const spy = vi.fn(transportReport);
    render(
      <TestMemoryRouter initialEntries={[PATH]}>
        <AdminContext
          dataProvider={testDataProvider({ transportReport: spy } as never)}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          queryClient={createQueryClient()}
        >
          <Routes>
            <Route path={PATH} element={<TransportReportsPage />} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    return spy;
  }

  it("shows each report's table, money and rates as §9 and the grouping chosen", async () => {
    mount();
    const user = userEvent.setup();
    const trips = await screen.findByRole("table", { name: "Trips" });
    expect(within(trips).getByRole("row", { name: /Pending 1 25\.0%/ }));
    expect(within(trips).getByRole("row", { name: /Total 4 100\.0%/ }));
    await user.click(screen.getByRole("button", { name: "Facility" }));
    expect(
      within(trips).getByRole("row", { name: /=HYPERLINK\(1\) Care 3 75\.0%/ }),
    );
    expect(
      within(trips).getByRole("row", {
        name: /No facility \(private\) 1 25\.0%/,
      }),
    );
    await user.click(screen.getByRole("button", { name: "Booking type" }));
    expect(
      within(trips).getByRole("row", { name: /Private \/ Community 1 25\.0%/ }),
    );

    const revenue = screen.getByRole("table", { name: "Revenue" });
    expect(
      within(revenue).getByRole("row", {
        name: "Billed $10000.00 $7.05 $10007.05",
      }),
    );
    expect(
      within(revenue).getByRole("row", {
        name: "Outstanding $300.00 $0.00 $300.00",
      }),
    );
    const ageing = screen.getByRole("table", { name: "Outstanding by age" });
    expect(within(ageing).getByRole("row", { name: "61–90 days 1 $160.00" }));
    expect(within(ageing).getByRole("row", { name: "Total 4 $300.00" }));
    const rates = screen.getByRole("table", {
      name: "No-show and late-cancel rates",
    });
    expect(
      within(rates).getByRole("row", {
        name: "=HYPERLINK(1) Care 3 1 33.3% 2 66.7%",
      }),
    );
    // Each report drawn as a chart above its table.
    expect(screen.getAllByRole("img", { name: /^Chart: / })).toHaveLength(4);
  });

  it("asks for the last 30 days first, then the preset or days chosen", async () => {
    const spy = mount();
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Trips" });
    expect(
      spy.mock.calls.map(([kind, period]) => [kind, period]).sort(),
    ).toEqual([
      ["rates", LAST_30],
      ["revenue", LAST_30],
      ["trips", LAST_30],
    ]);
    expect(
      screen.getByRole("button", { name: "Last 30 days" }),
    ).toHaveAttribute("aria-pressed", "true");
    spy.mockClear();
    await user.click(screen.getByRole("button", { name: "Last month" }));
    const month = dayjs().subtract(1, "month");
    const lastMonth = {
      fromDate: month.startOf("month").format("YYYY-MM-DD"),
      toDate: month.endOf("month").format("YYYY-MM-DD"),
    };
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
    expect(
      spy.mock.calls.every(
        ([, p]) => JSON.stringify(p) === JSON.stringify(lastMonth),
      ),
    ).toBe(true);
    expect(screen.getByRole("textbox", { name: "From" })).toHaveValue(
      lastMonth.fromDate,
    );
  });

  it("says what is wrong with a period and does not send it", async () => {
    const spy = mount();
    await screen.findByRole("table", { name: "Trips" });
    spy.mockClear();
    const user = userEvent.setup();
    // To: the 1st of the month before last, at least 59 days ago; From stays 29 days ago.
    await user.click(screen.getByRole("textbox", { name: "To" }));
    const dialog = await screen.findByRole("dialog");
    for (let i = 0; i < 2; i++)
      await user.click(
        within(dialog).getByRole("button", { name: "Previous month" }),
      );
    // Until the months' slides have ended, several months show (each has a "1").
    const first = await waitFor(
      () => within(dialog).getByRole("gridcell", { name: "1" }),
      { timeout: 5000 },
    );
    await user.click(first);
    expect(
      await screen.findAllByText(
        "The start date must be on or before the end date.",
      ),
    ).not.toHaveLength(0);
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows a loading state, then empty ones, with Export off", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mount(async (kind, period) => {
      await gate;
      if (kind === "trips")
        return {
          ...tripsReport(period),
          total: 0,
          byStatus: [],
          byBookingType: [],
          byFacility: [],
        };
      if (kind === "rates") return { ...period, facilities: [] };
      const zero = { billedCents: 0, collectedCents: 0, outstandingCents: 0 };
      return {
        ...period,
        invoiced: zero,
        private: zero,
        total: zero,
        ageing: revenueReport(period).ageing.map((b) => ({
          ...b,
          invoices: 0,
          outstandingCents: 0,
        })),
      };
    });
    expect(await screen.findAllByText("Loading the report…")).toHaveLength(4);
    release();
    await waitFor(() =>
      expect(screen.getAllByText("No trips in this period.")).toHaveLength(2),
    );
    expect(
      screen.getByText("No billing activity in this period."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Nothing was outstanding at the end of this period."),
    ).toBeInTheDocument();
    for (const button of screen.getAllByRole("button", { name: "Export CSV" }))
      expect(button).toBeDisabled();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says when a report could not be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mount((kind, period) =>
      kind === "rates"
        ? Promise.reject(new HttpError("Unprocessable Entity Error", 422))
        : Promise.resolve(ANSWERS[kind](period)),
    );
    expect(
      await screen.findByText(
        "The report could not be loaded.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Trips" })).toBeInTheDocument();
  });

  it("exports what the table shows as a formula-safe CSV", async () => {
    mount();
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "No-show and late-cancel rates" });
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
    const panel = screen.getByRole("region", {
      name: "No-show and late-cancel rates",
    });
    await user.click(within(panel).getByRole("button", { name: "Export CSV" }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe(
      `no-show-rates-${LAST_30.fromDate}-to-${LAST_30.toDate}.csv`,
    );
    expect(await readBlob(saved[0].blob)).toBe(
      "Facility,Trips,No-shows,No-show rate,Late cancels,Late-cancel rate\n" +
        "'=HYPERLINK(1) Care,3,1,33.3%,2,66.7%\n",
    );
    const trips = screen.getByRole("region", { name: "Trips" });
    await user.click(within(trips).getByRole("button", { name: "Export CSV" }));
    const text = await readBlob(saved[1].blob);
    expect(text.split("\n")[0]).toBe("Group by,Group,Trips,Share");
    expect(text).toContain("Status,Completed,2,50.0%\n");
    expect(text).toContain("Facility,'=HYPERLINK(1) Care,3,75.0%\n");
    expect(text).toContain("Booking type,Hospital,0,0.0%\n");
  });

  it("quotes cells the CSV needs quoted", () => {
    expect(
      reportCsv(
        ["A", "B"],
        [
          ["x, y", '"q"'],
          ["+1", "-2"],
        ],
      ),
    ).toBe('A,B\n"x, y","""q"""\n\'+1,\'-2\n');
  });
});
