/**
 * Knowledge management in a real browser (issue 27), three people in three contexts: the system
 * administrator writes and publishes an article tied to stretcher trips and required for drivers;
 * the driver, on a phone, sees it first on My day, acknowledges it, and finds it again on a
 * stretcher trip's page; a nurse finds it by a misspelt word in the knowledge search.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as AM } from "../../custom-pages/knowledge-admin/messages";
import { messages as KM } from "../../custom-pages/knowledge/messages";
import { adminArticlesModule } from "../../domain/modules/adminArticles";
import { knowledgeModule } from "../../domain/modules/knowledge";
import type { Trip } from "../../domain/schemas/trip";
import { tripsModule } from "../../domain/modules/trips";
import { tripToUpsertBody } from "../../resources/trips/tripUpsertBody";
import { rolesMessages } from "../../src/i18n/en/pages/common";
import { homeMessages as HM } from "../../src/i18n/en/pages/home";
import { launchBrowser, signInThroughApi } from "./support/browser";
import { DESKTOP, DRIVER_PHONE } from "./support/contexts";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { apiGet, apiPost, storedUser } from "./support/sessionApi";
import { SLOW } from "./support/tripSteps";
import { firstId } from "./support/xssPayloads";

const W = KM.widgets;
const F = AM.form;
/** A word no demo article holds, typed wrong by the nurse ("hydralic"). */
const TITLE = `Hydraulic ramp checks before stretcher loading`;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (out, [k, v]) => out.replace(`%{${k}}`, v),
    text,
  );

let server: RunningServer;
let browser: Browser;
let admin: Page;
let driver: Page;
let nurse: Page;
let tripId: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  [admin, driver, nurse] = await Promise.all([
    browser.newContext(DESKTOP).then((c) => c.newPage()),
    browser.newContext(DRIVER_PHONE).then((c) => c.newPage()),
    browser.newContext(DESKTOP).then((c) => c.newPage()),
  ]);
  await Promise.all([
    signInThroughApi(admin, server.url, "systemadmin@example.com"),
    signInThroughApi(driver, server.url, "driver@example.com"),
    signInThroughApi(nurse, server.url, "nurse@example.com"),
  ]);
  // One of the driver's confirmed trips, made a stretcher trip by the administrator.
  const driverId = (await storedUser(driver)).driverDetail?.driverId;
  if (!driverId) throw new Error("the demo driver account has no driver");
  const mine = await firstId(driver, "/trips", "tripId", {
    sortBy: "pickUpDatetime",
    additionalStringFilters: { driverId },
    additionalArrayFilters: { tripStatuses: ["confirmed"] },
  });
  tripId = String(mine.tripId);
  const read = await apiGet<{ data: Trip }>(admin, `/trips/${tripId}`);
  expect(read.status).toBe(200);
  const saved = await apiPost(admin, "/trips", {
    ...tripToUpsertBody(read.json.data),
    wheelchairTrip: false,
    stretcherTrip: true,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Picks `option` in the select (or multi-select) labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.keyboard.press("Escape");
}

describe("knowledge where the work happens", () => {
  it("an administrator writes and publishes an article for stretcher trips, required for drivers", async () => {
    await admin.goto(server.url + adminArticlesModule.pages.create.path);
    await admin.getByLabel(F.title).first().fill(TITLE);
    await admin
      .getByLabel(F.summary)
      .fill("Check the ramp's hydraulics before every stretcher load.");
    const editor = admin.locator('[contenteditable="true"]');
    await editor.click(SLOW);
    await editor.pressSequentially(
      "Lower the ramp fully, listen for the pump, and check for leaks.",
    );
    await choose(admin, F.status, AM.statuses.published);
    await choose(admin, F.requiredFor, rolesMessages.driver);
    await admin
      .getByRole("checkbox", { name: AM.equipment.stretcher, exact: true })
      .check();
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await admin.getByText(AM.toasts.created).waitFor(SLOW);
    await admin.waitForURL(/\/manage\//, SLOW);
    // The slug followed the title.
    await expect
      .poll(() => admin.getByLabel(F.slug).inputValue(), SLOW)
      .toBe("hydraulic-ramp-checks-before-stretcher-loading");
  });

  it("the driver sees it first on My day, acknowledges it, and finds it on the stretcher trip's page", async () => {
    await driver.goto(server.url + "/");
    const reading = driver.getByRole("region", {
      name: W.required.title,
      exact: true,
    });
    await reading.waitFor(SLOW);
    // Required reading comes before the day's trips.
    const myDay = driver.getByRole("region", { name: HM.myDay.title });
    const first = myDay.locator("section").first();
    expect(await first.getAttribute("aria-label")).toBe(W.required.title);
    await expect
      .poll(() => reading.getByRole("link").first().textContent())
      .toBe(TITLE);

    await reading
      .getByRole("button", {
        name: fill(W.required.acknowledgeLabel, { title: TITLE }),
      })
      .click();
    await driver.getByText(W.required.acknowledged).waitFor(SLOW);
    await expect
      .poll(async () =>
        (await reading.getByRole("link").allTextContents()).includes(TITLE),
      )
      .toBe(false);

    await driver.goto(
      server.url + tripsModule.paths.page("management", tripId),
    );
    const related = driver.getByRole("region", {
      name: W.context.title,
      exact: true,
    });
    await related.getByRole("link", { name: TITLE }).click(SLOW);
    await driver.waitForURL(/\/article\//, SLOW);
    await driver.getByRole("heading", { name: TITLE, level: 1 }).waitFor(SLOW);
  });

  it("a nurse finds it by a misspelt word", async () => {
    await nurse.goto(server.url + knowledgeModule.pages.search.path);
    await nurse
      .getByRole("searchbox", { name: KM.search.box })
      .pressSequentially("hydralic");
    const results = nurse.getByRole("list", { name: KM.search.results });
    await results.getByRole("link", { name: TITLE }).click(SLOW);
    await nurse.waitForURL(/\/article\/hydraulic-ramp-checks/, SLOW);
  });
});
