/**
 * Support requests in a real browser (issue 28), two people at once: a nurse files a request from
 * the top bar's support menu on the trips list with a screenshot attached; the data administrator
 * finds it in the queue, replies and resolves it; the nurse's open request page shows the reply
 * without a reload, and she answers that it was solved, which closes it.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as QM } from "../../custom-pages/support-admin/messages";
import { messages as SM } from "../../custom-pages/support/messages";
import { adminSupportModule } from "../../domain/modules/adminSupport";
import { tripsModule } from "../../domain/modules/trips";
import { appMessages } from "../../src/i18n/en/app";
import { makePng } from "../server/support/pngFactory";
import { launchBrowser, signInThroughApi } from "./support/browser";
import { DESKTOP } from "./support/contexts";
import { liveConnection } from "./support/realtime";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { SLOW } from "./support/tripSteps";

/** §7: a change reaches open pages within a second; two allowed on a shared machine. */
const LIVE = { timeout: 2_000 };
const TOP = appMessages.app.topBar;
const SUBJECT = `Booking form froze ${Date.now().toString(36)}`;
const REPLY = "Fixed on our side: please try the booking again.";

let server: RunningServer;
let browser: Browser;
let nurse: Page;
let staff: Page;
let nurseLive: Promise<void>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  [nurse, staff] = await Promise.all([
    browser.newContext(DESKTOP).then((c) => c.newPage()),
    browser.newContext(DESKTOP).then((c) => c.newPage()),
  ]);
  nurseLive = liveConnection(nurse);
  await Promise.all([
    signInThroughApi(nurse, server.url, "nurse@example.com"),
    signInThroughApi(staff, server.url, "dataadmin@example.com"),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a support request", () => {
  it("is filed with a screenshot, answered from the queue, seen live and marked solved", async () => {
    await nurse.goto(server.url + tripsModule.paths.list);
    await nurse.getByRole("button", { name: TOP.support, exact: true }).click();
    await nurse.getByRole("menuitem", { name: TOP.supportRequest }).click();
    await nurse.waitForURL(/\/support\/request$/, SLOW);
    // The page she was on is captured.
    await expect
      .poll(() => nurse.getByLabel(SM.fields.pageUrl).inputValue(), SLOW)
      .toBe(tripsModule.paths.list);
    await nurse.getByLabel(SM.fields.subject).fill(SUBJECT);
    await nurse.getByRole("combobox", { name: SM.fields.category }).click();
    await nurse
      .getByRole("option", { name: SM.category.booking, exact: true })
      .click();
    const editor = nurse.locator('[contenteditable="true"]');
    await editor.click(SLOW);
    await editor.pressSequentially("The Save button spins for ever.");
    await nurse.locator('input[type="file"]').setInputFiles({
      name: "screenshot.png",
      mimeType: "image/png",
      buffer: makePng(320, 200, true),
    });
    await nurse.getByRole("button", { name: SM.create.submit }).click();
    await nurse.waitForURL(/\/support\/request\/[0-9a-f-]{36}$/, SLOW);
    await nurse.getByText("screenshot.png").first().waitFor(SLOW);
    await nurseLive;

    await staff.goto(server.url + adminSupportModule.pages.queue.path);
    const queue = staff.getByRole("table", { name: QM.listLabel });
    await queue.getByText(SUBJECT).click(SLOW);
    await staff.waitForURL(/\/support\/request\//, SLOW);
    await staff.getByText("screenshot.png").first().waitFor(SLOW);
    const reply = staff.locator('[contenteditable="true"]');
    await reply.click(SLOW);
    await reply.pressSequentially(REPLY);
    await staff.getByRole("button", { name: SM.show.send }).click();
    await staff.getByText(SM.show.replySent).waitFor(SLOW);

    // The nurse's open page shows the reply, marked as support's, without a reload.
    await nurse.getByText(REPLY).waitFor(LIVE);
    await nurse.getByText(SM.show.support).first().waitFor(SLOW);

    await staff.getByRole("combobox", { name: SM.fields.status }).click();
    await staff
      .getByRole("option", { name: SM.status.resolved, exact: true })
      .click();
    await staff
      .getByRole("button", { name: SM.show.save, exact: true })
      .click();
    await staff.getByText(SM.show.saved).waitFor(SLOW);

    await nurse.getByText(SM.show.solvedQuestion).waitFor(LIVE);
    await nurse
      .getByRole("button", { name: SM.show.solvedYes, exact: true })
      .click();
    await nurse.getByText(SM.show.solvedThanks).waitFor(SLOW);
    await nurse.getByText(SM.status.closed).first().waitFor(SLOW);
  });
});
