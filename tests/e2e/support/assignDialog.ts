/** The trip page's assignment dialog, driven as the data admin does (tests/e2e/trips.e2e.ts). */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { dispatchMessages as D } from "../../../resources/trips/dispatchMessages";
import { SLOW, waitForText } from "./tripSteps";

/**
 * Opens the dialog, picks the driver by name and the first wheelchair vehicle the assignment check
 * lets pass, gives a reason when a warning asks for one, and assigns.
 */
export async function assignDriverAndVehicle(
  page: Page,
  driver: { firstName: string; lastName: string },
): Promise<void> {
  const driverName = `${driver.firstName} ${driver.lastName}`;
  await page.getByRole("button", { name: D.assign.open }).click(SLOW);
  const dialog = page.getByRole("dialog", { name: D.assign.title });
  const driverBox = dialog.getByRole("combobox", {
    name: D.assign.driver,
    exact: true,
  });
  await driverBox.click();
  await driverBox.fill(driver.lastName);
  await page
    .getByRole("option", { name: driverName, exact: true })
    .first()
    .click(SLOW);
  const vehicleBox = dialog.getByRole("combobox", {
    name: D.assign.vehicle,
    exact: true,
  });
  // Active vehicles only, those carrying a wheelchair ("(wheelchair" or "(wheelchair, …"). The
  // assignment check (issue 10) refuses one already on a trip then: take the first it lets pass.
  const findings = dialog.getByRole("list");
  for (let i = 0; i < 8; i++) {
    await vehicleBox.click();
    await vehicleBox.fill("");
    await page
      .getByRole("option", { name: /\(wheelchair/ })
      .nth(i)
      .click(SLOW);
    await page.waitForTimeout(300);
    await expect.poll(() => dialog.getByRole("status").count(), SLOW).toBe(0);
    if ((await findings.getByText(/^Refused/).count()) === 0) break;
  }
  // Tomorrow's attestation is still to come: a warning, assigned with a reason.
  const reason = dialog.getByRole("textbox", {
    name: /Reason to assign anyway/,
  });
  if (await reason.count()) await reason.fill("Driver attests at shift start");
  await dialog.getByRole("button", { name: D.assign.submit }).click();
  await waitForText(page, "Trip updated.");
  await dialog.waitFor({ state: "hidden", ...SLOW });
  await waitForText(page, driverName);
}
