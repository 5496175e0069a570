/**
 * The app opened over plain http at the machine's own network address (not localhost) renders: the
 * CSP must not upgrade its script requests to https, or the page stays blank.
 */
import os from "node:os";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";

/** The first non-internal IPv4 address of this machine. */
function networkAddress(): string {
  const found = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === "IPv4" && !i.internal);
  if (!found) throw new Error("This machine has no non-loopback IPv4 address");
  return found.address;
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({}, { address: networkAddress() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it("renders the sign-in page over plain http at a non-loopback address", async () => {
  expect(new URL(server.url).hostname).not.toMatch(/^(127\.|localhost$)/);
  const page = await browser.newPage();
  const failed: string[] = [];
  page.on("requestfailed", (r) => failed.push(r.url()));
  await page.goto(`${server.url}/signin`);
  await expect
    .poll(() => page.getByLabel(/email/i).count(), { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(await page.getByRole("button", { name: /sign in/i }).count()).toBe(1);
  expect(failed.filter((u) => u.startsWith("https:"))).toEqual([]);
});
