/**
 * The private payer's checkout in a real browser (issue 12): the system admin gets the checkout link
 * of a completed private trip through the API; a payer opens it on a phone, signed out, pays with
 * the built-in provider and lands on /checkout/success; the system admin then sees the trip as paid
 * on the Payment Records screen, and the payment on the ledger. Before it, Payment Records shows a
 * paid private trip of the demo data as the search answers it.
 */
import dayjs from "dayjs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as ledgerMessages } from "../../resources/payment-ledger/messages";
import { messages as paymentMessages } from "../../resources/payment-records/messages";
import { listMessages as L } from "../../resources/trips/listMessages";
import { messages as C } from "../../custom-pages/checkout/messages";
import { launchBrowser, signInThroughApi } from "./support/browser";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { apiGet, apiPost } from "./support/sessionApi";
import { waitForText, SLOW } from "./support/tripSteps";

interface Found<T> {
  data: T[];
  total: number;
}
interface PaymentRow {
  paymentRecordId: string;
  tripId: string;
  status: string;
}
interface TripRow {
  tripId: string;
  tripStatus: string;
  bookingType: string;
  pickUpDatetime: string;
  patient: { firstName: string; lastName: string } | null;
  paymentRecord: { status: string; amount: number } | null;
}

let server: RunningServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await signInThroughApi(admin, server.url, "systemadmin@example.com");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A completed private trip of the demo data whose payment is still open. */
async function unpaidCompletedTrip(): Promise<TripRow> {
  const pending = await apiPost<Found<PaymentRow>>(
    admin,
    "/payment-records/search",
    { status: "pending", pageSize: 50, sortBy: "createdAt", sortDescending: true }, // prettier-ignore
  );
  expect(pending.status).toBe(200);
  for (const p of pending.json.data) {
    const trip = await apiGet<{ data: TripRow }>(admin, `/trips/${p.tripId}`);
    if (trip.json.data.tripStatus === "completed" && trip.json.data.patient)
      return trip.json.data;
  }
  throw new Error("the demo data has no completed trip with an open payment");
}

// Moved from trips.e2e.ts (on the demo data as seeded, before the checkout below pays a trip).
describe("Payment Records", () => {
  it("shows a private completed trip with its badge, Paid? icon and amount", async () => {
    const page = admin;
    await page.goto(`${server.url}/admin/transport/payment-records`);
    await waitForText(page, paymentMessages.title);
    const rows = page.locator("tbody tr");
    await rows.first().waitFor({ timeout: 30_000 });
    const shown = await rows.count();
    // The screen's first page as the §7 search answers it: which rows are paid, and how much.
    const found = await apiPost<Found<TripRow>>(page, "/trips/search", {
      pageNumber: 1,
      pageSize: shown,
      sortBy: "pickUpDatetime",
      sortDescending: false,
      additionalStringFilters: { bookingType: "private" },
      additionalArrayFilters: { tripStatuses: ["completed", "confirmed"] },
    });
    expect(found.status).toBe(200);
    const index = found.json.data.findIndex(
      (t) =>
        t.tripStatus === "completed" && t.paymentRecord?.status === "completed",
    );
    expect(index, "a paid completed trip on the first page").toBeGreaterThan(
      -1,
    );
    const cents = found.json.data[index].paymentRecord?.amount ?? 0;

    const row = rows.nth(index);
    await row.getByRole("img", { name: L.paid.yes, exact: true }).waitFor(SLOW);
    const text = (await row.textContent()) ?? "";
    expect(text).toContain(L.statuses.completed);
    expect(text).toContain(`$${(cents / 100).toFixed(2)}`);
  });
});

describe("checkout", () => {
  it("a signed-out payer pays a completed trip with the built-in provider; Payment Records shows it paid", async () => {
    const trip = await unpaidCompletedTrip();
    expect(trip.paymentRecord?.status).toBe("pending");
    const link = await apiPost<{
      data: { checkoutUrl: string; amountCents: number };
    }>(admin, "/payment-records/checkout-link", { tripId: trip.tripId });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    const token = new URL(link.json.data.checkoutUrl).pathname.split("/").pop();
    const amount = `$${(link.json.data.amountCents / 100).toFixed(2)}`;

    // A fresh context: no session at all, on a phone.
    const payer = await (
      await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      })
    ).newPage();
    await payer.goto(`${server.url}/checkout/${token}`);
    await waitForText(payer, C.title);
    expect(await payer.getByTestId("checkout-amount").textContent()).toBe(amount); // prettier-ignore
    expect(await payer.evaluate(() => sessionStorage.getItem("token"))).toBeNull(); // prettier-ignore
    await payer.getByRole("button", { name: C.payDemo }).click();
    await payer.getByRole("button", { name: C.confirm }).click();
    await payer.waitForURL(/\/checkout\/success\?payment=/, SLOW);
    await waitForText(payer, C.successTitle);
    await payer.getByRole("status").filter({ hasText: amount }).waitFor(SLOW);
    // Nobody signed in on the way.
    expect(new URL(payer.url()).pathname).toBe("/checkout/success");
    await payer.context().close();

    // The system admin's Payment Records: the trip's day and patient, the row paid.
    const day = dayjs(trip.pickUpDatetime);
    // The trip search matches a substring of "Last First …".
    const q = `${trip.patient!.lastName} ${trip.patient!.firstName}`;
    const dates = {
      fromDate: day.subtract(1, "day").format("YYYY-MM-DD"),
      toDate: day.add(2, "day").format("YYYY-MM-DD"),
    };
    const filter = encodeURIComponent(
      JSON.stringify({ q, dateFilterRequest: dates }),
    );
    await admin.goto(
      `${server.url}/admin/transport/payment-records?filter=${filter}`,
    );
    await waitForText(admin, paymentMessages.title);
    const found = await apiPost<Found<TripRow>>(admin, "/trips/search", {
      pageNumber: 1,
      pageSize: 10,
      sortBy: "pickUpDatetime",
      sortDescending: false,
      searchTerm: q,
      dateFilterRequest: dates,
      additionalStringFilters: { bookingType: "private" },
      additionalArrayFilters: { tripStatuses: ["completed", "confirmed"] },
    });
    const index = found.json.data.findIndex((t) => t.tripId === trip.tripId);
    expect(index).toBeGreaterThan(-1);
    expect(found.json.data[index].paymentRecord?.status).toBe("completed");
    const rows = admin.locator("tbody tr");
    await rows.nth(found.json.data.length - 1).waitFor(SLOW);
    expect(await rows.count()).toBe(found.json.data.length);
    const row = rows.nth(index);
    await row.getByRole("img", { name: L.paid.yes, exact: true }).waitFor(SLOW);
    expect(await row.textContent()).toContain(amount);

    // The ledger lists the payment as completed through the demo provider.
    await admin.goto(`${server.url}/admin/transport/payment-ledger`);
    await waitForText(admin, ledgerMessages.title);
    const first = admin.locator("tbody tr").first();
    await first.waitFor(SLOW);
    await admin
      .locator("tbody tr")
      .filter({ hasText: ledgerMessages.statuses.completed })
      .first()
      .waitFor(SLOW);
  });
});
