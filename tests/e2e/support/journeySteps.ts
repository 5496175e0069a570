/** Helpers of the issue-22 journey (tests/e2e/journey.e2e.ts): days, addresses, a driver the check clears. */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { AssignmentFinding } from "../../../domain/assignmentFindings";
import type { Board } from "../../../domain/schemas/board";
import type { Trip } from "../../../domain/schemas/trip";
import { dayIn } from "../../../domain/zonedTime";
import { bookingMessages as B } from "../../../resources/trips/bookingMessages";
import { messages as DM } from "../../../custom-pages/dispatch/messages";
import { apiGet, apiPost } from "./sessionApi";
import { SLOW } from "./tripSteps";

/** Tomorrow's calendar day (YYYY-MM-DD) in a time zone, from the clock: never a fixed date. */
export function tomorrowIn(timeZone: string): string {
  const today = dayIn(new Date(), timeZone);
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export interface Place {
  name: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Types an address into a booking form's section (its group), the state through its list. */
export async function fillAddress(
  page: Page,
  section: Locator,
  place: Place,
): Promise<void> {
  const A = B.fields.address;
  await section.getByLabel(A.name, { exact: true }).fill(place.name);
  await section.getByLabel(A.line1, { exact: true }).fill(place.line1);
  // Typing over a prefilled address keeps its second line: clear it.
  await section.getByLabel(A.line2, { exact: true }).fill("");
  await section.getByLabel(A.city, { exact: true }).fill(place.city);
  // A prefilled state (the patient's address) is kept: the list does not open on the same text.
  const state = section.getByRole("combobox", { name: A.state, exact: true });
  if ((await state.inputValue()) !== place.state) {
    await state.fill(place.state);
    await page
      .getByRole("option", { name: place.state, exact: true })
      .click(SLOW);
  }
  await section
    .getByLabel(A.postalCode, { exact: true })
    .fill(place.postalCode);
}

/** A text to match literally at the start of an accessible name. */
export const escapeRegExp = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A number in a text such as "64.3 mi", or NaN. */
export const milesIn = (text: string | null): number =>
  Number(/(\d+(?:\.\d+)?) mi/.exec(text ?? "")?.[1] ?? NaN);

/**
 * A driver and a vehicle the assignment check clears for the trip, but for tomorrow's attestation
 * (nobody states it a day ahead): what the board must then assign without asking for a reason. The
 * driver's own vehicle of the day first, then any other active vehicle.
 */
export async function clearedPair(
  page: Page,
  tripId: string,
  board: Board,
): Promise<{
  driverId: string;
  name: string;
  vehicleId: string;
  label: string;
}> {
  const acceptable = (f: AssignmentFinding) =>
    f.severity === "note" || f.code === "attestation-missing";
  for (const driver of board.drivers) {
    const vehicles = [...board.vehicles].sort(
      (a, b) =>
        Number(b.vehicleId === driver.vehicleId) -
        Number(a.vehicleId === driver.vehicleId),
    );
    for (const vehicle of vehicles) {
      const check = await apiPost<{ data: { findings: AssignmentFinding[] } }>(
        page,
        `/trips/${tripId}/assignment-check`,
        { driverId: driver.driverId, vehicleId: vehicle.vehicleId },
      );
      if (check.status === 200 && check.json.data.findings.every(acceptable))
        return {
          ...driver,
          vehicleId: vehicle.vehicleId,
          label: vehicle.label,
        };
    }
  }
  throw new Error("no driver and vehicle of the demo data clear the check");
}

/** Chooses the vehicle a lane's driver drives, then waits for the menu to close. */
export async function chooseLaneVehicle(
  page: Page,
  lane: Locator,
  label: string,
): Promise<void> {
  await lane.getByLabel(DM.vehicle).click();
  await page
    .getByRole("option", {
      name: new RegExp(`^${escapeRegExp(label)}`),
    })
    .click(SLOW);
  await page.getByRole("listbox").waitFor({ state: "detached" });
  await page.locator(".MuiBackdrop-root").waitFor({ state: "detached" });
}

export const SHOTS = "/tmp/shots";
export const PHONE = { width: 390, height: 844 };

/** A full-page screenshot at the page's width, then at phone width (390 px), then back. */
export async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  // From the top: a scrolled page pins the app bar half-way down a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true }); // prettier-ignore
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(500); // the layout settles at the new width
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

export async function getTrip(page: Page, id: string): Promise<Trip> {
  const answer = await apiGet<{ data: Trip }>(page, `/trips/${id}`);
  expect(answer.status).toBe(200);
  return answer.json.data;
}

/** The price list of a booking type in effect on a day (as domain/fare.ts priceInEffect picks it). */
export async function priceInEffect(
  page: Page,
  bookingType: string,
  day: string,
) {
  const answer = await apiPost<{
    data: {
      baseFareCents: number;
      perMileCents: number;
      waitTimePerMinuteCents: number;
    }[];
  }>(page, "/trip-prices/search", {
    pageNumber: 1,
    pageSize: 1,
    sortBy: "effectiveFrom",
    sortDescending: true,
    additionalStringFilters: { bookingType, effectiveOnOrBefore: day },
  });
  expect(answer.status).toBe(200);
  return answer.json.data[0];
}
