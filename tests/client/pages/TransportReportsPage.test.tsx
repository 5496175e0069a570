/**
 * /admin/transport/reports (issue 12): through the app, the route opens for an administrator (and
 * its calls go out) and refuses a data admin (no call); on its own, the page's states, tables and CSV.
 * The period's choice: TransportReportsPeriod.test.tsx.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { HttpError } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReportKind, ReportPeriod } from "../../../domain/schemas/report";
import { renderApp } from "../../support/AppWrapper";
import { fixClock } from "../../support/fixedClock";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import {
  ANSWERS,
  LAST_30,
  mountReportsPage,
  NOW,
  readBlob,
  REPORTS_PATH,
  revenueReport,
  tripsReport,
} from "../../support/transportReports";

fixClock(NOW);

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
    renderApp(REPORTS_PATH);
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
    renderApp(REPORTS_PATH);
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

  it("shows each report's table, money and rates as §9 and the grouping chosen", async () => {
    mountReportsPage();
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

  it("shows a loading state, then empty ones, with Export off", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mountReportsPage(async (kind, period) => {
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
    mountReportsPage((kind, period) =>
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
    mountReportsPage();
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
});
