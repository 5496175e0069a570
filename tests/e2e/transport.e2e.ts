/**
 * Transport administration in a real browser, as the data admin of the demo data: create a
 * vehicle and upload its registration, find it through the list's search, export the filtered
 * list as CSV, and bulk-delete two drivers (undoable: the deletion happens when the toast leaves).
 */
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCheckDigit } from "../../domain/vin";
import { messages as vehiclesMessages } from "../../resources/vehicles/messages";
import { ERROR_CATALOGUE } from "../../domain/errors";
import { messages as driversMessages } from "../../resources/drivers/messages";
import { driverStatusMessages } from "../../src/i18n/en/transport/driverStatus";
import { launchBrowser, signInThroughApi } from "./support/browser";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { apiPost } from "./support/sessionApi";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: { width: 1400, height: 950 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  await signInThroughApi(page, server.url, "dataadmin@example.com");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const T = "/admin/transport";
/** Toasts queue one at a time for 3000 ms each, and lazy screens load on first visit. */
const SLOW = { timeout: 15_000 };
const V = vehiclesMessages;
const PLATE = "E2E-4821";
// A VIN no demo vehicle has, with its check digit computed the way the form validates it.
const VIN = withCheckDigit("2T1BURHE0JC043821");
// The smallest well-formed PDF header is enough for the server's byte sniffing.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
  "latin1",
);

type DriverPage = { data: { licenseNumber: string }[]; total: number };
/** The page's own session, for API checks beside the UI. */
const api = <T = unknown>(path: string, body: unknown) =>
  apiPost<T>(page, path, body);

describe("the served app", () => {
  it("is a production build, whatever NODE_ENV the test runner set", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const entry = html.match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    const script = await (await fetch(`${server.url}${entry}`)).text();
    // React's development JSX runtime; production bundles call jsx() instead.
    expect(script).not.toContain("jsxDEV");
  });
});

describe("transport administration as the data admin", () => {
  it("creates a vehicle and uploads its registration", async () => {
    await page.goto(`${server.url}${T}/vehicles`);
    await page.getByRole("link", { name: /^create$/i }).click();
    await page.waitForURL(`**${T}/vehicle/create`);

    // By role: until the lazy form has replaced the list, its sort headers carry the same words.
    const textbox = (name: string) =>
      page.getByRole("textbox", { name, exact: true });
    const number = (name: string) =>
      page.getByRole("spinbutton", { name, exact: true });
    await textbox(V.fields.licensePlate).fill(PLATE);
    await textbox(V.fields.vin).fill(VIN);
    await textbox(V.fields.make).fill("Toyota");
    await textbox(V.fields.model).fill("Sienna");
    await number(V.fields.year).fill("2022");
    await number(V.fields.capacity).fill("6");
    await page.getByRole("button", { name: /^save$/i }).click();

    await expect
      .poll(() => page.getByText(V.notifications.created).count(), SLOW)
      .toBeGreaterThan(0);
    await page.waitForURL(new RegExp(`${T}/vehicle/documents/[0-9a-f-]{36}$`));

    await page.getByLabel(V.documents.fields.documentType).first().click();
    await page
      .getByRole("option", { name: V.documents.types.registration })
      .click();
    await page.locator('input[type="file"]').setInputFiles({
      name: "registration.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await page
      .getByRole("button", { name: V.documents.upload.submit, exact: true })
      .click();
    await expect
      .poll(
        () => page.getByText(V.documents.notifications.created).count(),
        SLOW,
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText("registration.pdf").count(), SLOW)
      .toBeGreaterThan(0);
  });

  it("finds it through search and exports the filtered list", async () => {
    await page.goto(`${server.url}${T}/vehicles`);
    const rows = page.locator("tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(1);

    await page.getByPlaceholder(V.fields.q).fill(PLATE.toLowerCase());
    await expect.poll(() => rows.count(), SLOW).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain(PLATE);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /^export$/i }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    const lines = csv.trim().split(/\r?\n/);
    // A header and exactly the one vehicle the search left.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(PLATE);
    expect(lines[1]).toContain(VIN);
  });

  it("bulk-deletes two drivers", async () => {
    // Two drivers of its own: the demo drivers carry trips, and a driver with trips is kept (409).
    for (const n of [1, 2]) {
      const created = await api("/drivers", {
        firstName: "Bulk",
        lastName: `Zzdelete${n}`,
        licenseNumber: `BULKDEL${n}`,
        licenseState: "OH",
        licenseClass: "C",
        licenseExpiresOn: "2030-01-01",
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
    }
    const filter = encodeURIComponent(JSON.stringify({ q: "zzdelete" }));
    await page.goto(`${server.url}${T}/drivers?filter=${filter}`);
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await rows.first().waitFor();
    const before = (await api<DriverPage>("/drivers/search", { pageSize: 100 }))
      .json.total;

    const licenseOf = async (i: number) =>
      (await rows.nth(i).locator("td").allTextContents()).join(" ");
    const chosen = [await licenseOf(0), await licenseOf(1)];
    await rows.nth(0).getByRole("checkbox").check();
    await rows.nth(1).getByRole("checkbox").check();
    await page.getByRole("button", { name: /^delete$/i }).click();

    const deleted = driversMessages.notifications.deleted
      .split("||||")[1]
      .trim()
      .replace("%{smart_count}", "2");
    const toast = page.getByText(deleted);
    await toast.waitFor();
    // A toast under the pointer waits (MUI pauses auto-hide on hover): step away, as a person would.
    await page.mouse.move(10, 500);
    // Undoable: the rows go at once, the calls when the toast leaves (3000 ms).
    await toast.waitFor({ state: "detached", timeout: 15_000 });
    await expect
      .poll(
        async () =>
          (await api<DriverPage>("/drivers/search", { pageSize: 100 })).json
            .total,
        { timeout: 15_000 },
      )
      .toBe(before - 2);

    const remaining = (
      await api<DriverPage>("/drivers/search", { pageSize: 100 })
    ).json.data;
    for (const text of chosen) {
      const gone = remaining.filter((d) => text.includes(d.licenseNumber));
      expect(gone, text).toEqual([]);
    }
  });
});

describe("transport routes for other roles", () => {
  const FORBIDDEN = ERROR_CATALOGUE[403].message;

  /** Signs in as a demo role in its own context and reports what each path shows. */
  async function visit(email: string, paths: string[]) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    const rolePage = await context.newPage();
    await signInThroughApi(rolePage, server.url, email);
    const seen: Record<string, "forbidden" | "shown"> = {};
    for (const path of paths) {
      await rolePage.goto(`${server.url}${path}`);
      const forbidden = rolePage.getByText(FORBIDDEN);
      const heading = rolePage.locator("main, #main-content").first();
      await heading.waitFor();
      // Either the 403 page or the screen itself (its list rows or its form) appears.
      await expect
        .poll(
          async () =>
            (await forbidden.count()) > 0 ||
            (await rolePage.locator("tbody tr, form").count()) > 0,
          SLOW,
        )
        .toBe(true);
      seen[path] = (await forbidden.count()) > 0 ? "forbidden" : "shown";
    }
    await context.close();
    return seen;
  }

  it("a nurse keeps patients and is refused the fleet screens", async () => {
    expect(
      await visit("nurse@example.com", [
        `${T}/patients`,
        `${T}/drivers`,
        `${T}/vehicles`,
        `${T}/trip-prices/community`,
        `${T}/reports`,
      ]),
    ).toEqual({
      [`${T}/patients`]: "shown",
      [`${T}/drivers`]: "forbidden",
      [`${T}/vehicles`]: "forbidden",
      [`${T}/trip-prices/community`]: "forbidden",
      [`${T}/reports`]: "forbidden",
    });
  });

  it("a facility admin manages facility users; a customer gets none of it", async () => {
    expect(
      await visit("facilityadmin@example.com", [
        `${T}/facility-users`,
        `${T}/facilities`,
      ]),
    ).toEqual({
      [`${T}/facility-users`]: "shown",
      [`${T}/facilities`]: "forbidden",
    });
    expect(
      await visit("customer@example.com", [
        `${T}/patients`,
        `${T}/insurance-providers`,
      ]),
    ).toEqual({
      [`${T}/patients`]: "forbidden",
      [`${T}/insurance-providers`]: "forbidden",
    });
  });

  it("a driver goes online from /driver/set-status and offline from the bar, and is refused the drivers admin", async () => {
    const D = driverStatusMessages;
    const context = await browser.newContext({
      permissions: ["geolocation"],
      geolocation: { latitude: 39.9612, longitude: -82.9988 },
    });
    const driverPage = await context.newPage();
    await signInThroughApi(driverPage, server.url, "driver@example.com");
    // The demo driver last went offline: the bar says so and offers to go online.
    await driverPage.getByText(D.bar.offline, { exact: true }).waitFor();
    await driverPage.getByRole("link", { name: D.bar.goOnline }).click();
    await driverPage.waitForURL("**/driver/set-status");

    await driverPage.getByText(/Location found: 39\.96/).waitFor(SLOW);
    await driverPage
      .getByRole("radio", { name: D.setStatus.attestation.notUnder })
      .check();
    await driverPage
      .getByRole("main")
      .getByRole("button", { name: D.setStatus.submit })
      .click();
    await driverPage.waitForURL(`${server.url}/`, SLOW);
    await driverPage.getByText(D.bar.online, { exact: true }).waitFor(SLOW);
    await driverPage.getByText(/Time Online: 0:0\d/).waitFor();

    // Go Offline posts the record, then reloads the page after 750 ms.
    await Promise.all([
      driverPage.waitForEvent("load", SLOW),
      driverPage.getByRole("button", { name: D.bar.goOffline }).click(),
    ]);
    await driverPage.getByText(D.bar.offline, { exact: true }).waitFor(SLOW);

    await driverPage.goto(`${server.url}${T}/drivers`);
    await driverPage.getByText(FORBIDDEN).waitFor();
    await context.close();
  });
});
