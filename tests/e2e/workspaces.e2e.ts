/**
 * Workspaces in a real browser (issue 24), two people in two browser contexts: a nurse creates a
 * workspace, the driver asks to join it by its code, the nurse approves; the nurse adds a task and
 * drags it from To do to Done, and the driver's open board shows it in Done without a reload, and
 * still after one.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { messages as WM } from "../../custom-pages/workspaces/messages";
import { launchBrowser, signInThroughApi } from "./support/browser";
import { DESKTOP } from "./support/contexts";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { apiGet } from "./support/sessionApi";
import { SLOW } from "./support/tripSteps";

const TM = WM.tasks;

let server: RunningServer;
let browser: Browser;
let owner: Page;
let joiner: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  owner = await (await browser.newContext(DESKTOP)).newPage();
  joiner = await (await browser.newContext(DESKTOP)).newPage();
  await signInThroughApi(owner, server.url, "nurse@example.com");
  await signInThroughApi(joiner, server.url, "driver@example.com");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The toast with this text (react-admin's notification). */
const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor(SLOW);

/** Drags a card by its handle into a column with real pointer moves (dnd-kit needs movement). */
async function dragTo(page: Page, handle: Locator, column: Locator) {
  const from = await handle.boundingBox();
  const to = await column.boundingBox();
  if (!from || !to) throw new Error("nothing to drag");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, {
    steps: 3,
  });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + 82, { steps: 2 });
  await page.mouse.up();
}

describe("a workspace shared by two people", () => {
  it("is created, joined by code, approved, and its board moves reach the other member live", async () => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const name = `Ward 4 discharges ${code}`;

    // The nurse creates the workspace.
    await owner.goto(`${server.url}/workspaces/create`);
    await owner.getByRole("textbox", { name: /^Name/ }).fill(name);
    await owner
      .getByRole("textbox", { name: /^Code/ })
      .fill(code.toLowerCase());
    await owner.getByRole("button", { name: /^Save/ }).click();
    await toast(owner, SUCCESS_MESSAGES.workspaceCreated);
    await owner.waitForURL(/\/workspace\/[0-9a-f-]{36}/, SLOW);
    const workspaceId = /\/workspace\/([0-9a-f-]{36})/.exec(owner.url())![1];

    // The driver asks to join with the code; the list shows the request.
    await joiner.goto(`${server.url}/workspaces`);
    await joiner.getByRole("button", { name: WM.list.join }).click();
    await joiner.getByLabel(WM.joinDialog.code).fill(code);
    await joiner.getByRole("button", { name: WM.joinDialog.submit }).click();
    const request = joiner.getByRole("listitem").filter({ hasText: name });
    await request.getByText(WM.list.requested).first().waitFor(SLOW);

    // Before approval the driver is refused inside it, on the page (and by the server).
    await joiner.goto(`${server.url}/workspace/tasks/board/${workspaceId}`);
    await joiner
      .getByRole("heading", { name: WM.notMember.title, level: 1 })
      .waitFor(SLOW);
    expect((await apiGet(joiner, `/workspaces/${workspaceId}`)).status).toBe(
      403,
    );

    // The nurse approves the request.
    await owner.goto(`${server.url}/workspace/members/${workspaceId}`);
    const requests = owner.getByRole("region", { name: WM.members.requests });
    await requests.getByRole("button", { name: WM.members.approve }).click();
    await toast(owner, SUCCESS_MESSAGES.memberUpdated);

    // The driver opens the board and keeps it open.
    await joiner.goto(`${server.url}/workspace/tasks/board/${workspaceId}`);
    const joinerDone = joiner.getByTestId("column-done");
    await joinerDone.waitFor(SLOW);

    // The nurse adds a task; it lands in To do.
    const title = "Book the wheelchair van for Mrs Rivera";
    await owner.goto(`${server.url}/workspace/tasks/board/${workspaceId}`);
    await owner.getByRole("button", { name: TM.list.create }).click();
    const dialog = owner.getByRole("dialog");
    await dialog.getByRole("textbox", { name: /^Title/ }).fill(title);
    await dialog.getByRole("button", { name: TM.form.save }).click();
    await toast(owner, TM.toasts.created);
    const todo = owner.getByTestId("column-todo");
    await todo.getByText(title).waitFor(SLOW);
    await joiner.getByTestId("column-todo").getByText(title).waitFor(SLOW);

    // Dragged from To do to Done.
    const handle = owner.getByRole("button", {
      name: TM.board.dragHandle.replace("%{title}", title),
    });
    await dragTo(owner, handle, owner.getByTestId("column-done"));
    await owner.getByTestId("column-done").getByText(title).waitFor(SLOW);

    // The driver's open board shows it in Done without a reload…
    await joinerDone.getByText(title).waitFor(SLOW);
    // …and after one, it stays, for both.
    await joiner.reload();
    await joiner.getByTestId("column-done").getByText(title).waitFor(SLOW);
    await owner.reload();
    await owner.getByTestId("column-done").getByText(title).waitFor(SLOW);
    expect(
      await owner.getByTestId("column-todo").getByText(title).count(),
    ).toBe(0);
  });
});
