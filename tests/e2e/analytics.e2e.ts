/**
 * Analytics in a real browser (issue 29), as the demo's facility administrator: the dashboard (no
 * facility picker: their facility is fixed), the no-show tile followed to its trips (the list's
 * search carries the tile's filters), then the on-time-by-facility report for last month, exported:
 * the CSV holds exactly the table's rows and columns. Last, the dashboard on a 390 px phone: the
 * tiles wrap, nothing overflows sideways.
 */
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as AM } from "../../custom-pages/analytics/messages";
import { analyticsModule } from "../../domain/modules/analytics";
import { tripsModule } from "../../domain/modules/trips";
import { launchBrowser, signInThroughApi } from "./support/browser";
import { DESKTOP } from "./support/contexts";
import { PHONE } from "./support/journeySteps";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { SLOW } from "./support/tripSteps";

const D = AM.dashboard;
const FACILITY_ADMIN = "facilityadmin@example.com";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({
    ...DESKTOP,
    acceptDownloads: true,
  });
  page = await context.newPage();
  await signInThroughApi(page, server.url, FACILITY_ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The rows of a table as shown, header first, each cell's text. */
const tableCells = (table: ReturnType<Page["getByRole"]>) =>
  table.evaluate((el) =>
    Array.from(el.querySelectorAll("tr")).map((tr) =>
      Array.from(tr.querySelectorAll("th, td")).map((c) => c.textContent ?? ""),
    ),
  );

/** A CSV line from cells, quoted as csv-stringify does and formula-safe as the export. */
const csvLine = (cells: string[]) =>
  cells
    .map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c))
    .map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c))
    .join(",");

describe("a facility administrator's analytics", () => {
  it("opens the dashboard of their facility, with no facility picker", async () => {
    await page.goto(server.url + analyticsModule.pages.dashboard.path);
    await page.getByRole("region", { name: D.last30.title }).waitFor(SLOW);
    expect(
      await page.getByRole("combobox", { name: AM.facility.label }).count(),
    ).toBe(0);
    // The fleet is not theirs: no drivers online, no credential alerts.
    expect(await page.getByText(D.today.driversOnline).count()).toBe(0);
    expect(await page.getByText(D.alerts.credentialsExpiring).count()).toBe(0);
  });

  it("follows the no-show tile to the trips it counts", async () => {
    const tile = page.getByRole("link", {
      name: new RegExp(`^${D.last30.noShows} `),
    });
    const detail = (await tile.textContent()) ?? "";
    const noShows = Number(/(\d+) of \d+ trips/.exec(detail)?.[1] ?? NaN);
    expect(noShows).not.toBeNaN();
    const [search] = await Promise.all([
      page.waitForRequest(
        (r) => r.method() === "POST" && r.url().endsWith("/api/trips/search"),
        SLOW,
      ),
      tile.click(),
    ]);
    await page.waitForURL((u) => u.pathname === tripsModule.paths.list, SLOW);
    const body = search.postDataJSON() as {
      additionalArrayFilters?: { outcomeCodes?: string[] };
      dateFilterRequest?: { fromDate?: string; toDate?: string };
    };
    expect(body.additionalArrayFilters?.outcomeCodes).toEqual(["no-show"]);
    expect(body.dateFilterRequest?.fromDate).toBeTruthy();
    expect(body.dateFilterRequest?.toDate).toBeTruthy();
    const answer = (await (await search.response())?.json()) as {
      total?: number;
    };
    // Exactly the no-shows the tile counts: the window's, in their facility.
    expect(answer.total).toBe(noShows);
  });

  it("opens the on-time report by facility for last month and exports exactly its table", async () => {
    await page.goto(server.url + analyticsModule.pages.reports.path);
    await page
      .getByRole("link", { name: AM.reports.titles["on-time-by-facility"] })
      .click(SLOW);
    await page.waitForURL(/\/analytics\/report\/on-time-by-facility$/, SLOW);
    expect(
      await page.getByRole("combobox", { name: AM.facility.label }).count(),
    ).toBe(0);
    const [asked] = await Promise.all([
      page.waitForRequest(
        (r) =>
          r.method() === "POST" &&
          r.url().endsWith("/api/analytics/reports/on-time-by-facility") &&
          (r.postDataJSON() as { fromDate: string }).fromDate.endsWith("-01"),
        SLOW,
      ),
      page.getByRole("button", { name: AM.period.presets.lastMonth }).click(),
    ]);
    expect(asked.postDataJSON()).not.toHaveProperty("facilityId");
    await asked.response();
    const title = AM.reports.titles["on-time-by-facility"];
    const table = page.getByRole("table", { name: title });
    const exportButton = page.getByRole("button", {
      name: AM.reports.exportCsv,
    });
    // A month without a measured pick-up has nothing to export; the demo has trips every day.
    await table.waitFor(SLOW);
    const cells = await tableCells(table);
    expect(cells.length).toBeGreaterThan(1);
    const [download] = await Promise.all([
      page.waitForEvent("download", SLOW),
      exportButton.click(),
    ]);
    const { fromDate, toDate } = asked.postDataJSON() as {
      fromDate: string;
      toDate: string;
    };
    expect(download.suggestedFilename()).toBe(
      `on-time-by-facility-${fromDate}-to-${toDate}.csv`,
    );
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).toBe(`${cells.map(csvLine).join("\n")}\n`);
  });

  it("wraps the dashboard's tiles on a 390 px phone, nothing wider than the screen", async () => {
    await page.setViewportSize(PHONE);
    await page.goto(server.url + analyticsModule.pages.dashboard.path);
    await page.getByRole("region", { name: D.today.title }).waitFor(SLOW);
    const overflow = await page.evaluate(
      () =>
        document.documentElement.scrollWidth -
        document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
