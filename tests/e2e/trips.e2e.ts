/**
 * Trips in a real browser (issue 9), one trip from booking to payment: a nurse books a round trip
 * for a new patient; the data admin confirms it and assigns a driver and a vehicle; the driver, on a
 * phone, begins it, records the milestones and completes it with a drawn signature; the trip page
 * shows who did what and when (Payment Records' own test is in checkout.e2e.ts). One browser, one
 * context and one sign-in per role.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages as B } from "../../resources/trips/bookingMessages";
import { dispatchMessages as D } from "../../resources/trips/dispatchMessages";
import { listMessages as L } from "../../resources/trips/listMessages";
import { managementMessages as M } from "../../resources/trips/managementMessages";
import { assignDriverAndVehicle } from "./support/assignDialog";
import { tripsNear, tripsOfDays, utcDayFromToday } from "./support/board";
import { launchBrowser, signInThroughApi } from "./support/browser";
import { DESKTOP, DRIVER_PHONE } from "./support/contexts";
import { addPatientThroughLookUp } from "./support/newPatient";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import type { StoredUser } from "./support/sessionApi";
import { apiPost, storedUser } from "./support/sessionApi";
import {
  drawSignature,
  localDateTime,
  waitForText,
  SLOW,
} from "./support/tripSteps";

const ROLES = {
  nurse: DESKTOP,
  dataadmin: DESKTOP,
  driver: DRIVER_PHONE,
  systemadmin: DESKTOP,
} as const;
type Role = keyof typeof ROLES;

let server: RunningServer;
let browser: Browser;
const pages = new Map<Role, Page>();
const users = new Map<Role, StoredUser>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const role of Object.keys(ROLES) as Role[]) {
    const context = await browser.newContext(ROLES[role]);
    const page = await context.newPage();
    await signInThroughApi(page, server.url, `${role}@example.com`);
    pages.set(role, page);
    users.set(role, await storedUser(page));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pageOf = (role: Role): Page => {
  const page = pages.get(role);
  if (!page) throw new Error(`${role} is not signed in`);
  return page;
};
const nameOf = (role: Role) => {
  const user = users.get(role);
  return `${user?.firstName} ${user?.lastName}`;
};

type TripRow = {
  tripId: string;
  facilityId: string | null;
  tripStatus: string;
  paymentRecord: { status: string; amount: number } | null;
};
type Found<T> = { data: T[]; total: number };

/** A name no demo patient has: the look-up offers to add it. */
const PATIENT = { first: "Octavia", last: "Brightwater" };
/** The 1st of the month the picker opens on: never in the future, so always a valid birth date. */
const BIRTH_DATE = "1950-03-15";
let tripId = "";

/**
 * Tomorrow's hours (this machine's zone, also the browsers') for the trip and its return, three
 * hours clear of the demo driver's own trips: the demo seeds those by the day it runs, so fixed
 * hours would clash with one on some dates and the assignment be refused.
 */
async function freeHours(): Promise<[string, string]> {
  const driverId = users.get("driver")?.driverDetail?.driverId;
  // Three days of boards cover tomorrow in any operator zone.
  const trips = (
    await tripsOfDays(pageOf("dataadmin"), [0, 1, 2].map(utcDayFromToday))
  ).filter((t) => t.driverId === driverId);
  const clear = (time: string) =>
    tripsNear(trips, new Date(localDateTime(1, time)).getTime(), 3).length ===
    0;
  const pairs: [string, string][] = [
    ["10:00", "14:00"],
    ["08:00", "12:00"],
    ["12:00", "16:00"],
    ["06:00", "09:00"],
    ["16:00", "20:00"],
  ];
  const pair = pairs.find(([out, back]) => clear(out) && clear(back));
  if (!pair) throw new Error("no free hours tomorrow for the demo driver");
  return pair;
}

describe("a round trip from booking to completion", () => {
  it("a nurse books a round trip for a new patient", async () => {
    const [outbound, back] = await freeHours();
    const page = pageOf("nurse");
    await page.goto(`${server.url}/trips/all`);
    await page.getByRole("link", { name: L.actions.book }).click();
    await page.waitForURL("**/trip/create", SLOW);

    await addPatientThroughLookUp(page, PATIENT, BIRTH_DATE);

    // The pick-up comes from the patient's address; the drop-off is typed.
    const pickUp = page.getByRole("group", { name: B.sections.pickUp });
    await expect
      .poll(
        () =>
          pickUp
            .getByLabel(B.fields.address.line1, { exact: true })
            .inputValue(),
        SLOW,
      )
      .toBe("12 Elm Street");
    await page
      .getByLabel(B.fields.pickUpDatetime, { exact: true })
      .fill(localDateTime(1, outbound));
    const dropOff = page.getByRole("group", { name: B.sections.dropOff });
    const A = B.fields.address;
    await dropOff
      .getByLabel(A.name, { exact: true })
      .fill("Miami Valley Clinic");
    await dropOff.getByLabel(A.line1, { exact: true }).fill("1 Wyoming Street");
    await dropOff.getByLabel(A.city, { exact: true }).fill("Dayton");
    await dropOff
      .getByRole("combobox", { name: A.state, exact: true })
      .fill("OH");
    await page.getByRole("option", { name: "OH", exact: true }).click(SLOW);
    await dropOff.getByLabel(A.postalCode, { exact: true }).fill("45409");

    await page.getByLabel(B.fields.isRoundTrip, { exact: true }).check();
    await page
      .getByLabel(B.fields.returnPickUpDatetime, { exact: true })
      .fill(localDateTime(1, back));

    // The fare, computed by the server before saving, for both legs.
    const fare = page.getByTestId("fare-preview");
    await expect
      .poll(() => fare.textContent(), { timeout: 30_000 })
      .toMatch(/\$\d+\.\d{2}/);

    await page.getByRole("button", { name: /^save$/i }).click();
    await waitForText(page, "New Trip added.");
    await page.waitForURL(/\/trip\/[0-9a-f-]{36}$/, SLOW);
    tripId = new URL(page.url()).pathname.split("/").pop() ?? "";
    expect(tripId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("the data admin confirms it and assigns a driver and a vehicle", async () => {
    const page = pageOf("dataadmin");
    // driver@example.com's driver record, by its id in the driver's own session.
    const driverId = users.get("driver")?.driverDetail?.driverId;
    expect(driverId).toBeDefined();
    const drivers = await apiPost<
      Found<{ driverId: string; firstName: string; lastName: string }>
    >(page, "/drivers/search", { pageNumber: 1, pageSize: 100 });
    expect(drivers.status).toBe(200);
    const driver = drivers.json.data.find((d) => d.driverId === driverId);
    expect(driver).toBeDefined();
    await page.goto(`${server.url}/trip/${tripId}`);
    await page
      .getByRole("button", { name: D.steps.confirm, exact: true })
      .click(SLOW);
    await waitForText(page, D.done.confirm);

    await assignDriverAndVehicle(page, {
      firstName: driver?.firstName ?? "",
      lastName: driver?.lastName ?? "",
    });
  });

  it("the driver begins it, records the milestones and completes it with a signature", async () => {
    const page = pageOf("driver");
    await page.goto(`${server.url}/trip/management/${tripId}`);
    const S = M.steps;
    for (const step of [
      S.begin,
      S.arrived,
      S["on-board"],
      S["arrived-dropoff"],
    ]) {
      // Each step's button shows once the previous step is recorded and the trip re-read.
      await page
        .getByRole("button", { name: step, exact: true })
        .click({ timeout: 30_000 });
    }
    await page
      .getByRole("button", { name: S.complete, exact: true })
      .click({ timeout: 30_000 });
    const dialog = page.getByRole("dialog", { name: M.signature.title });
    await drawSignature(
      page,
      dialog.getByRole("img", { name: M.signature.pad }),
    );
    await dialog
      .getByRole("button", { name: M.signature.submit, exact: true })
      .click();
    await waitForText(page, M.finished.completed, 30_000);
    await dialog.waitFor({ state: "hidden", ...SLOW });
  });

  it("the trip page shows the milestones and the history with who and when", async () => {
    const page = pageOf("dataadmin");
    await page.goto(`${server.url}/trip/${tripId}`);
    const when = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
    for (const step of [
      "confirmed",
      "started",
      "arrivedAtPickUp",
      "patientOnBoard",
      "arrivedAtDropOff",
      "completed",
    ]) {
      const item = page.locator(`[data-step="${step}"]`);
      await item.waitFor(SLOW);
      const text = (await item.textContent()) ?? "";
      expect(text, step).not.toContain(L.show.milestones.notYet);
      expect(text, step).toMatch(when);
    }
    // Who began it comes with the trip's activity, which loads after the milestones: wait for it.
    const started = page.locator('[data-step="started"]', {
      hasText: nameOf("driver"),
    });
    await started.waitFor(SLOW);
    expect(await started.textContent()).toContain(nameOf("driver"));
    await waitForText(page, L.show.milestones.signature);

    const entries = page.getByTestId("history-entry");
    const H = L.show.history.actions;
    const entry = (action: string) =>
      entries.filter({ hasText: new RegExp(`^${action}`) }).first();
    await entry(H.created).waitFor(SLOW);
    const expected: [string, string][] = [
      [H.created, nameOf("nurse")],
      [H.confirm, nameOf("dataadmin")],
      [H.begin, nameOf("driver")],
      [H.arrived, nameOf("driver")],
      [H["on-board"], nameOf("driver")],
      [H["arrived-dropoff"], nameOf("driver")],
      [H.complete, nameOf("driver")],
    ];
    for (const [action, who] of expected) {
      const text = (await entry(action).textContent()) ?? "";
      expect(text, action).toContain(who);
      expect(text, action).toMatch(when);
    }
  });
});

describe("scoping on the server", () => {
  it("a nurse asking for another facility's trips still gets only her facility's", async () => {
    const nurse = pageOf("nurse");
    const own = users.get("nurse")?.facilityUserDetail?.facilityId;
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    const body = (filters: object) => ({
      pageNumber: 1,
      pageSize: 100,
      ...filters,
    });
    // Another facility that has trips (the data admin sees them).
    const facilities = await apiPost<Found<{ facilityId: string }>>(
      pageOf("dataadmin"),
      "/facilities/search",
      body({}),
    );
    const other = facilities.json.data.find((f) => f.facilityId !== own);
    expect(other).toBeDefined();
    const theirs = {
      additionalStringFilters: { facilityId: other?.facilityId },
    };
    const seen = await apiPost<Found<TripRow>>(
      pageOf("dataadmin"),
      "/trips/search",
      body(theirs),
    );
    expect(seen.json.total).toBeGreaterThan(0);

    // Her scope is applied whatever she sends: not one of that facility's trips comes back.
    const asked = await apiPost<Found<TripRow>>(
      nurse,
      "/trips/search",
      body(theirs),
    );
    expect(asked.status).toBe(200);
    expect(asked.json.data.filter((t) => t.facilityId !== own)).toEqual([]);
    const mine = await apiPost<Found<TripRow>>(
      nurse,
      "/trips/search",
      body({}),
    );
    expect(mine.json.total).toBeGreaterThan(0);
    expect(new Set(mine.json.data.map((t) => t.facilityId))).toEqual(
      new Set([own]),
    );
    // Her new booking (both legs) is among her facility's trips.
    const booked = await apiPost<Found<TripRow>>(
      nurse,
      "/trips/search",
      body({ searchTerm: PATIENT.last }),
    );
    expect(booked.json.data.map((t) => t.tripId)).toContain(tripId);
    expect(booked.json.total).toBe(2);
  });
});
