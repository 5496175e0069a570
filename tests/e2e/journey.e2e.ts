/**
 * Issue 22's "Done when" journey in a real browser, on the demo data:
 * 1. the nurse of Riverside Care Home books an ambulatory trip for tomorrow for a patient of her
 *    facility through the booking form: booking type and payor start as the facility's (never
 *    Private), the saved trip shows "Ambulatory", an estimated road distance (no provider in
 *    tests: the ZIP-centroid fallback) and a fare with mileage;
 * 2. dispatch assigns it on tomorrow's board without an override (a driver's attestation is made on
 *    the day itself, so a future day only notes it);
 * 3. the customer pays one of their own unpaid private trips with "Pay" on its page, through the
 *    built-in provider's checkout, and the trip page then shows it paid.
 * Screenshots of the booking form and the trip page (desktop and 390 px) go to /tmp/shots/.
 */
import fs from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Trip } from "../../domain/schemas/trip";
import { bookingMessages as B } from "../../resources/trips/bookingMessages";
import { listMessages as L } from "../../resources/trips/listMessages";
import { messages as C } from "../../custom-pages/checkout/messages";
import { messages as DM } from "../../custom-pages/dispatch/messages";
import { boardOf } from "./support/board";
import { launchBrowser, signInThroughApi } from "./support/browser";
import {
  chooseLaneVehicle,
  clearedPair,
  escapeRegExp,
  fillAddress,
  getTrip,
  milesIn,
  PHONE,
  priceInEffect,
  shoot,
  SHOTS,
  tomorrowIn,
} from "./support/journeySteps";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { apiPost, storedUser } from "./support/sessionApi";
import { SLOW, waitForText } from "./support/tripSteps";

/** The operator's zone, also the browsers': "tomorrow" is the same day for the form and the board. */
const TZ = "America/New_York";
const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 900 },
  timezoneId: TZ,
};

let server: RunningServer;
let browser: Browser;
let nurse: Page;
let dispatch: Page;
let customer: Page;
let tripId = "";
const tomorrow = tomorrowIn(TZ);

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ TRIP_TIME_ZONE: TZ });
  browser = await launchBrowser();
  const open = async (email: string, options = DESKTOP) => {
    const page = await (await browser.newContext(options)).newPage();
    await signInThroughApi(page, server.url, email);
    return page;
  };
  nurse = await open("nurse@example.com");
  dispatch = await open("dataadmin@example.com", {
    ...DESKTOP,
    viewport: { width: 1400, height: 900 },
  });
  customer = await open("customer@example.com", {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    timezoneId: TZ,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("issue 22: book, dispatch and pay", () => {
  it("the nurse books an ambulatory trip for tomorrow: facility booking type and payor, an estimated distance, a fare with mileage", async () => {
    const facilityId = (await storedUser(nurse)).facilityUserDetail?.facilityId;
    expect(facilityId).toMatch(/^[0-9a-f-]{36}$/);
    // A patient of her facility (her patient search is scoped to it).
    const found = await apiPost<{
      data: {
        firstName: string;
        lastName: string;
        facilityId: string | null;
      }[];
    }>(nurse, "/patients/search", {
      pageNumber: 1,
      pageSize: 1,
      sortBy: "lastName",
    });
    const patient = found.json.data[0];
    expect(patient?.facilityId).toBe(facilityId);

    await nurse.goto(`${server.url}/trip/create`);
    await waitForText(nurse, B.title.create);
    // Before anything is chosen: the facility's booking type and payor, not Private.
    const bookingType = nurse.getByRole("group", {
      name: new RegExp(`^${B.fields.bookingType}`),
    });
    const payor = nurse.getByRole("group", {
      name: new RegExp(`^${B.fields.payorType}`),
    });
    const facilityChoice = { name: B.bookingTypes.facility, exact: true };
    await expect
      .poll(
        () => bookingType.getByRole("radio", facilityChoice).isChecked(),
        SLOW,
      )
      .toBe(true);
    expect(
      await payor
        .getByRole("radio", { name: B.payorTypes.facility, exact: true })
        .isChecked(),
    ).toBe(true);
    expect(
      await payor
        .getByRole("radio", { name: B.payorTypes.private, exact: true })
        .isChecked(),
    ).toBe(false);

    const lookUp = nurse.getByRole("combobox", {
      name: B.fields.patientId,
      exact: true,
    });
    await lookUp.click(SLOW);
    await lookUp.fill(patient.lastName);
    await nurse
      .getByRole("option", {
        name: new RegExp(
          `^${escapeRegExp(`${patient.lastName}, ${patient.firstName}`)}`,
        ),
      })
      .first()
      .click(SLOW);
    // The pick-up is prefilled from the patient's address (when they have one): let it land
    // before typing over it.
    const pickUp = nurse.getByRole("group", { name: B.sections.pickUp });
    const line1 = pickUp.getByLabel(B.fields.address.line1, { exact: true });
    await expect
      .poll(() => line1.inputValue(), { timeout: 5000 })
      .not.toBe("")
      .catch(() => undefined);
    await nurse
      .getByRole("radiogroup", { name: B.fields.mobility })
      .getByRole("radio", { name: L.equipment.ambulatory, exact: true })
      .check();
    await nurse
      .getByLabel(B.fields.pickUpDatetime, { exact: true })
      .fill(`${tomorrow}T10:00`);
    // From the care home in Columbus to a clinic in Dayton: ZIP centroids some 77 miles apart.
    await fillAddress(nurse, pickUp, {
      name: "Riverside Care Home",
      line1: "455 Riverside Dr",
      city: "Columbus",
      state: "OH",
      postalCode: "43215",
    }); // prettier-ignore
    await fillAddress(nurse, nurse.getByRole("group", { name: B.sections.dropOff }), {
      name: "Miami Valley Clinic",
      line1: "1 Wyoming Street",
      city: "Dayton",
      state: "OH",
      postalCode: "45409",
    }); // prettier-ignore

    // The fare before saving: an estimated distance above zero and a total.
    const preview = nurse.getByTestId("fare-preview");
    await preview
      .getByTestId("estimated-distance")
      .waitFor({ timeout: 30_000 });
    expect(milesIn(await preview.textContent())).toBeGreaterThan(0);
    expect(await preview.textContent()).toMatch(/\$\d+\.\d{2}/);
    await shoot(nurse, "journey-booking-form");

    await nurse.getByRole("button", { name: /^save$/i }).click();
    await waitForText(nurse, B.notifications.created);
    await nurse.waitForURL(/\/trip\/[0-9a-f-]{36}$/, SLOW);
    tripId = new URL(nurse.url()).pathname.split("/").pop() ?? "";

    // The trip page: Ambulatory, the estimated distance, the facility as booking type.
    await waitForText(nurse, L.equipment.ambulatory);
    const estimated = nurse.getByTestId("estimated-distance");
    await estimated.waitFor(SLOW);
    expect(await estimated.textContent()).toBe(L.values.estimatedDistance);
    expect(milesIn(await estimated.locator("..").textContent())).toBeGreaterThan(0); // prettier-ignore
    await waitForText(nurse, L.bookingTypes.facility);

    // What was saved: the facility's defaults, no equipment, and a fare whose mileage is charged.
    const trip = await getTrip(nurse, tripId);
    expect(trip.bookingType).toBe("facility");
    expect(trip.payorType).toBe("facility");
    expect(trip.facilityId).toBe(facilityId);
    expect([trip.wheelchairTrip, trip.stretcherTrip]).toEqual([false, false]);
    expect(trip.distanceInMiles).toBeGreaterThan(0);
    expect(trip.distanceEstimated).toBe(true);
    // The facility's price list in effect tomorrow: the fare is its base fare plus the mileage.
    const price = await priceInEffect(nurse, "facility", tomorrow);
    const fare = trip.fare!;
    const wait =
      trip.additionalWaitTimeInMinutes * price.waitTimePerMinuteCents;
    const mileage = fare.totalCents - price.baseFareCents - wait;
    expect(mileage).toBeGreaterThan(0);
    expect(Math.abs(mileage - trip.distanceInMiles! * price.perMileCents)).toBeLessThanOrEqual(1); // prettier-ignore
    expect(fare.estimated).toBe(true);
    await waitForText(
      nurse,
      `$${fare.totalCostDollars}.${fare.totalCostCents}`,
    );
    await shoot(nurse, "journey-trip-page");
  });

  it("dispatch assigns it on tomorrow's board without an override", async () => {
    expect(tripId).not.toBe("");
    const board = await boardOf(dispatch, tomorrow);
    expect(board.trips.map((t) => t.tripId)).toContain(tripId);
    const pair = await clearedPair(dispatch, tripId, board);

    await dispatch.goto(`${server.url}/trips/dispatch`);
    await dispatch.getByRole("button", { name: DM.nextDay }).click();
    const card = dispatch.getByTestId(`trip-card-${tripId}`);
    await card.waitFor(SLOW);
    const lane = dispatch.getByTestId(`lane-${pair.driverId}`);
    await chooseLaneVehicle(dispatch, lane, pair.label);

    await card.getByRole("button", { name: DM.assignMenu }).click();
    await dispatch
      .getByRole("menuitem", {
        name: new RegExp(`^${escapeRegExp(`${pair.name} · ${pair.label}`)}`),
      })
      .click(SLOW);
    // Assigned at once: the toast, and no dialog asking for a reason to assign anyway.
    await waitForText(dispatch, DM.assigned.replace("%{name}", pair.name));
    expect(await dispatch.getByRole("dialog").count()).toBe(0);
    await lane.getByTestId(`trip-card-${tripId}`).waitFor(SLOW);

    const trip = await getTrip(dispatch, tripId);
    expect(trip.driverId).toBe(pair.driverId);
    expect(trip.vehicleId).toBe(pair.vehicleId);
  });

  it("the customer pays their own unpaid private trip from its page", async () => {
    const { userId } = await storedUser(customer);
    const mine = await apiPost<{ data: Trip[] }>(customer, "/trips/search", {
      pageNumber: 1,
      pageSize: 100,
    });
    expect(mine.status).toBe(200);
    const unpaid = mine.json.data.find(
      (t) =>
        t.bookingUserId === userId &&
        t.bookingType === "private" &&
        t.fare !== null &&
        t.tripStatus !== "cancelled" &&
        t.paymentRecord?.status !== "completed",
    );
    expect(unpaid, "an unpaid private trip the customer booked").toBeDefined();
    const id = unpaid!.tripId;

    await customer.goto(`${server.url}/trip/${id}`);
    // Not paid yet (with an open payment record, "Not paid"; without one, no icon at all).
    const pay = customer.getByRole("button", {
      name: L.show.fare.pay,
      exact: true,
    });
    await pay.waitFor(SLOW);
    const paidIcon = customer.getByRole("img", {
      name: L.paid.yes,
      exact: true,
    });
    expect(await paidIcon.count()).toBe(0);
    await pay.click();
    await customer.waitForURL(/\/checkout\/[^/]+$/, SLOW);
    await waitForText(customer, C.title);
    await customer.getByRole("button", { name: C.payDemo }).click(SLOW);
    await customer.getByRole("button", { name: C.confirm }).click(SLOW);
    await customer.waitForURL(/\/checkout\/success\?payment=/, SLOW);
    await waitForText(customer, C.successTitle);

    // Back on the trip's page: paid, and "Pay" is gone.
    await customer.goto(`${server.url}/trip/${id}`);
    await paidIcon.first().waitFor(SLOW);
    await waitForText(customer, L.paymentStatuses.completed);
    expect(await pay.count()).toBe(0);
    expect((await getTrip(customer, id)).paymentRecord?.status).toBe(
      "completed",
    );
  });
});
