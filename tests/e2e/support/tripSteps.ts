/** Small browser helpers of the trips scenario (tests/e2e/trips.e2e.ts). */
import type { Locator, Page } from "playwright-core";

/** Lazy screens load on first visit, toasts queue 3 s each, and the machine is shared: wait long. */
export const SLOW = { timeout: 20_000 };

/** Waits until some element shows this text (a toast, a heading, a name in a card). */
export async function waitForText(
  page: Page,
  text: string,
  timeout = SLOW.timeout,
): Promise<void> {
  await page.getByText(text).first().waitFor({ state: "visible", timeout });
}

/** "YYYY-MM-DDTHH:mm" in the browser's (this machine's) time zone, `days` from today. */
export function localDateTime(days: number, time: string): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
}

/**
 * Draws a signature on a canvas with the mouse: press, a zig-zag stroke, release (what the
 * signature pad's pointer events record as one stroke).
 */
export async function drawSignature(
  page: Page,
  canvas: Locator,
): Promise<void> {
  await canvas.waitFor({ state: "visible", ...SLOW });
  const box = await canvas.boundingBox();
  if (!box) throw new Error("the signature pad has no size");
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width * 0.15;
  const step = (box.width * 0.7) / 8;
  await page.mouse.move(x0, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(x0 + i * step, y + (i % 2 ? -30 : 30), { steps: 4 });
  await page.mouse.up();
}
