/** Drives the app's date picker (MUI X, src/widgets/DateInputField.tsx) as a person would. */
import type { Locator, Page } from "playwright-core";

const WAIT = { timeout: 15_000 };

/**
 * Controls are looked up page-wide: nothing else on a page has them, and the picker's popper (a
 * second dialog when the field sits in one) is not reliably the last dialog in the tree.
 */
const popper = (page: Page) => page.locator(".MuiPickerPopper-root");

/** With the picker open (its field clicked), chooses a day of the month it shows. */
export async function pickShownDay(page: Page, day: number): Promise<void> {
  await page
    .getByRole("gridcell", { name: String(day), exact: true })
    .click(WAIT);
  // A desktop picker closes on the day's choice.
  await popper(page).waitFor({ state: "detached", ...WAIT });
}

/**
 * With the picker open, chooses a day through its views: the header's switch to the year view, the
 * year, the month (its full name, e.g. "March"), then the day of the month.
 */
export async function pickDate(
  page: Page,
  { year, month, day }: { year: number; month: string; day: number },
): Promise<void> {
  await page.getByRole("button", { name: /switch to year view/ }).click(WAIT);
  await page
    .getByRole("radio", { name: String(year), exact: true })
    .click(WAIT);
  await page.getByRole("radio", { name: month, exact: true }).click(WAIT);
  await pickShownDay(page, day);
}

/**
 * Opens the picker of `field` and chooses a day of the month it shows, again while the field stays
 * empty: in the booking form's new-patient dialog the picker often closes before the click lands
 * (a focus clash between the dialog and the picker's popper, reported with issue 9).
 */
export async function pickShownDayOf(
  page: Page,
  field: Locator,
  day: number,
  attempts = 4,
): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (!(await popper(page).count())) await field.click(WAIT);
    await page
      .getByRole("gridcell", { name: String(day), exact: true })
      .click(WAIT)
      .catch(() => undefined);
    await popper(page)
      .waitFor({ state: "detached", ...WAIT })
      .catch(() => undefined);
    if (await field.inputValue()) return;
  }
  throw new Error(`the date picker did not take day ${day}`);
}
