/**
 * Discussions in a real browser (issue 25), two people in two browser contexts at once: the nurse
 * mentions the trip's driver in the trip's thread; the driver's page, open before the post, shows
 * the badge go up within a second without a reload; the driver opens the notification and lands on
 * the trip, where the post is shown. The thread itself is set up through the API (its own tests
 * cover starting one on the page), so the browser does only what the journey is about.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as DM } from "../../custom-pages/discussions/messages";
import { messages as NM } from "../../custom-pages/notifications/messages";
import { tripsModule } from "../../domain/modules/trips";
import { appMessages } from "../../src/i18n/en/app";
import { richTextMessages } from "../../src/widgets/richText/messages";
import { launchBrowser, signInThroughApi } from "./support/browser";
import { DESKTOP, DRIVER_PHONE } from "./support/contexts";
import { liveConnection } from "./support/realtime";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import type { StoredUser } from "./support/sessionApi";
import { apiPost, storedUser } from "./support/sessionApi";
import { SLOW } from "./support/tripSteps";
import { firstId } from "./support/xssPayloads";

/** §7: a notification reaches open pages within a second; the test allows two on a shared machine. */
const LIVE = { timeout: 2_000 };
const TOP = appMessages.app.topBar;

let server: RunningServer;
let browser: Browser;
let nurse: Page;
let driver: Page;
let driverLive: Promise<void>;
let driverUser: StoredUser;
let nurseName: string;
let tripId: string;
let threadTitle: string;

/** The top bar's notifications link, by the name that carries the unread count. */
const badge = (page: Page, unread: number) =>
  page.getByRole("link", {
    name: unread
      ? TOP.notificationsCount.replace("%{count}", String(unread))
      : TOP.notifications,
    exact: true,
  });

/** The caller's unread notifications as the badge counts them (§7: the search's total). */
async function unreadCount(page: Page, recipientUserId: string) {
  const found = await apiPost<{ total: number }>(
    page,
    "/notifications/search",
    {
      pageNumber: 1,
      pageSize: 100,
      recipientUserId,
      viewed: false,
    },
  );
  expect(found.status).toBe(200);
  return found.json.total;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  nurse = await (await browser.newContext(DESKTOP)).newPage();
  driver = await (await browser.newContext(DRIVER_PHONE)).newPage();
  // Listening before the driver's first load: the socket opens with it.
  driverLive = liveConnection(driver);
  await Promise.all([
    signInThroughApi(nurse, server.url, "nurse@example.com"),
    signInThroughApi(driver, server.url, "driver@example.com"),
  ]);
  driverUser = await storedUser(driver);
  const nurseUser = await storedUser(nurse);
  nurseName = `${nurseUser.firstName} ${nurseUser.lastName}`;
  const driverId = driverUser.driverDetail?.driverId;
  if (!driverId) throw new Error("the demo driver account has no driver");

  // A trip of the nurse's facility (her search is scoped to it) that the demo driver drives.
  const trip = await firstId(nurse, "/trips", "tripId", {
    sortBy: "pickUpDatetime",
    sortDescending: true,
    additionalStringFilters: { driverId },
    additionalArrayFilters: { tripStatuses: ["confirmed"] },
  });
  tripId = String(trip.tripId);
  // Its thread, with a first post, so it is the trip's latest (the one its panel shows).
  threadTitle = `Pick-up ${Date.now().toString(36)}`;
  const thread = await apiPost(nurse, "/discussions", {
    title: threadTitle,
    modelType: "trip",
    modelId: tripId,
    firstPost: "<p>Pick-up is at the east entrance.</p>",
  });
  expect(thread.status, JSON.stringify(thread.json)).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a mention in a trip's thread", () => {
  it("reaches the driver's open page within a second and opens the trip with the post", async () => {
    const code = Date.now().toString(36);
    const text = `the patient moved to room 412 (${code})`;
    const before = await unreadCount(driver, driverUser.userId);

    // The driver's page is open and listening; the badge shows the unread count.
    await driverLive;
    await badge(driver, before).waitFor(SLOW);
    // A reload would clear this mark: it must survive until the badge has changed.
    await driver.evaluate(() => {
      (window as unknown as { e2eNoReload?: boolean }).e2eNoReload = true;
    });

    // The nurse opens the trip; its panel shows the thread and a post box.
    await nurse.goto(`${server.url}${tripsModule.paths.show(tripId)}`);
    const panel = nurse.getByRole("region", { name: DM.panel.title });
    await panel.getByRole("heading", { name: threadTitle }).waitFor(SLOW);
    const editor = panel.getByRole("textbox", {
      name: DM.thread.newPost,
      exact: true,
    });
    await editor.click(SLOW);

    // "@Dev" offers the trip's driver; choosing him writes a mention, then the message follows.
    const driverName = `${driverUser.firstName} ${driverUser.lastName}`;
    await editor.pressSequentially(`@${driverUser.firstName}`);
    await nurse
      .getByRole("listbox", { name: richTextMessages.mentions })
      .getByRole("option", { name: driverName, exact: true })
      .click(SLOW);
    await editor.pressSequentially(text);

    const saved = nurse.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === "/api/discussion-posts" &&
        r.request().method() === "POST",
    );
    await panel
      .getByRole("button", { name: DM.thread.post, exact: true })
      .click();
    const response = await saved;
    expect(response.status()).toBe(201);
    // The mention was chosen from the list (the markup with the driver's id), not typed as text.
    const { data } = (await response.json()) as { data: { body: string } };
    expect(data.body).toContain(`data-id="${driverUser.userId}"`);

    // The driver's badge goes up without a reload, within the allowance.
    await badge(driver, before + 1).waitFor(LIVE);
    expect(
      await driver.evaluate(
        () => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload,
      ),
    ).toBe(true);
    await panel.getByText(text).waitFor(SLOW);

    // The driver opens the notifications from the badge and the mention from the list…
    await badge(driver, before + 1).click();
    await driver
      .getByRole("listitem")
      .filter({ hasText: text })
      .getByRole("button", {
        name: NM.open.replace("%{title}", `${nurseName} mentioned you`),
      })
      .click(SLOW);

    // …and lands on the trip, whose thread shows the post; the mention now counts as read.
    await driver.waitForURL(
      (url) => url.pathname === tripsModule.paths.show(tripId),
      SLOW,
    );
    await driver
      .getByRole("region", { name: DM.panel.title })
      .getByText(text)
      .waitFor(SLOW);
    await badge(driver, before).waitFor(SLOW);
  });
});
