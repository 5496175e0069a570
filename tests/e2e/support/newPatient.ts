/**
 * The booking form's patient look-up, as a nurse adds a new patient from it: types the name, picks
 * 'Add "…" as a new patient', fills the dialog (names, a birth date through the picker's year view,
 * one address), saves, and waits until the look-up shows the new patient.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { messages as patientMessages } from "../../../resources/patients/messages";
import { bookingMessages as B } from "../../../resources/trips/bookingMessages";
import { pickDate } from "./datePicker";
import { SLOW, waitForText } from "./tripSteps";

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const; // prettier-ignore

export async function addPatientThroughLookUp(
  page: Page,
  patient: { first: string; last: string },
  birthDate: string,
): Promise<void> {
  const [year, month, day] = birthDate.split("-").map(Number);
  const lookUp = page.getByRole("combobox", {
    name: B.fields.patientId,
    exact: true,
  });
  await lookUp.click(SLOW);
  await lookUp.fill(`${patient.first} ${patient.last}`);
  await page
    .getByRole("option", {
      name: B.patient.create.replace(
        "%{item}",
        `${patient.first} ${patient.last}`,
      ),
    })
    .click(SLOW);

  const dialog = page.getByRole("dialog", { name: B.patient.dialogTitle });
  const F = patientMessages.fields;
  await dialog.getByLabel(F.firstName, { exact: true }).fill(patient.first);
  await dialog.getByLabel(F.lastName, { exact: true }).fill(patient.last);
  // An adult's birth year, through the picker's year and month views as a person would.
  await dialog.getByLabel(F.dateOfBirth).click(SLOW);
  await pickDate(page, { year, month: MONTHS[month - 1], day });
  await expect
    .poll(() => dialog.getByLabel(F.dateOfBirth).inputValue(), SLOW)
    .toBe(birthDate);
  for (const [label, value] of [
    [F.addresses.label, "Home"],
    [F.addresses.line1, "12 Elm Street"],
    [F.addresses.city, "Dayton"],
    [F.addresses.state, "OH"],
    [F.addresses.postalCode, "45402"],
  ] as const)
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: B.patient.save }).click();
  await waitForText(page, patientMessages.notifications.created);
  await dialog.waitFor({ state: "hidden", ...SLOW });
  await expect
    .poll(() => lookUp.inputValue(), SLOW)
    .toBe(`${patient.last}, ${patient.first} · ${birthDate}`);
}
