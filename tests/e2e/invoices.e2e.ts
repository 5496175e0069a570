/**
 * Invoices in a real browser (issue 12): the data admin generates an invoice for a facility (a
 * preview of its lines first), downloads its PDF (a real PDF with the invoice number inside) and
 * records a payment of the balance, which turns the invoice paid. Roles without modify-trip-prices
 * are refused by the server too.
 */
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as I } from "../../resources/invoices/messages";
import { launchBrowser, signInThroughApi } from "./support/browser";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { apiGet, apiPost } from "./support/sessionApi";
import { SLOW, waitForText } from "./support/tripSteps";

let server: RunningServer;
let browser: Browser;
let admin: Page;
let nurse: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const open = async (role: string) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInThroughApi(page, server.url, `${role}@example.com`);
    return page;
  };
  admin = await open("dataadmin");
  nurse = await open("nurse");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const isoDay = (daysFromToday: number) => {
  const d = new Date();
  d.setDate(d.getDate() + daysFromToday);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

describe("invoices", () => {
  it("the data admin generates a facility's invoice, downloads its PDF and records the payment that settles it", async () => {
    await admin.goto(`${server.url}/admin/transport/invoices`);
    // The demo's invoices are listed.
    await admin
      .getByText(/^INV-\d{6}$/)
      .first()
      .waitFor(SLOW);
    await admin.getByRole("button", { name: I.action.generate }).click();
    const dialog = admin.getByRole("dialog", { name: I.generate.title });
    await dialog
      .getByRole("combobox", { name: I.fields.facilityId, exact: true })
      .click();
    await admin.getByRole("option", { name: "Riverside Care Home" }).click();
    // The demo invoiced the last two months: the weeks before and the current month are left.
    await dialog
      .getByLabel(I.generate.fromDate, { exact: true })
      .fill(isoDay(-85));
    await dialog.getByLabel(I.generate.toDate, { exact: true }).fill(isoDay(0));
    await dialog.getByRole("button", { name: I.action.preview }).click();
    await dialog.getByRole("table", { name: I.lines.title }).waitFor(SLOW);
    const summary = await dialog.getByText(/trips?, total \$/).textContent();
    expect(summary).toMatch(/^\d+ trips?, total \$\d+\.\d{2}$/);
    await dialog.getByRole("button", { name: I.action.create }).click();

    await admin.waitForURL(/\/admin\/transport\/invoice\/[0-9a-f-]{36}$/, SLOW);
    const invoiceId = admin.url().split("/").pop()!;
    const heading = admin.getByRole("heading", { name: /^INV-\d{6}$/ });
    await heading.waitFor(SLOW);
    const number = (await heading.textContent())!;
    await waitForText(admin, I.status.unpaid);
    const total = summary!.replace(/^.* total /, "");
    await admin.getByRole("cell", { name: total, exact: true }).first().waitFor(SLOW); // prettier-ignore

    const [download] = await Promise.all([
      admin.waitForEvent("download", SLOW),
      admin.getByRole("button", { name: I.action.pdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain(number);

    await admin.getByRole("button", { name: I.action.recordPayment }).click();
    const payment = admin.getByRole("dialog", { name: I.payment.title });
    // The balance is offered as the amount.
    await expect(
      payment.getByLabel(I.payment.amount).inputValue(),
    ).resolves.toBe(total.replace("$", ""));
    await payment.getByLabel(I.payment.reference).fill("CHK 9001");
    await payment.getByRole("button", { name: I.action.recordPayment }).click();
    await waitForText(admin, I.notifications.paid);
    await admin.getByText(I.status.paid, { exact: true }).first().waitFor(SLOW);
    const saved = await apiGet<{ data: { settlementStatus: string; balanceCents: number } }>(admin, `/invoices/${invoiceId}`); // prettier-ignore
    expect(saved.json.data).toMatchObject({ settlementStatus: "paid", balanceCents: 0 }); // prettier-ignore
  });

  it("a nurse is refused by the server and sees no invoices entry", async () => {
    const res = await apiPost(nurse, "/invoices/search", {});
    expect(res.status).toBe(403);
    expect(await nurse.getByRole("link", { name: "Invoices" }).count()).toBe(0);
  });
});
