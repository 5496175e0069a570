/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { chromium } from "playwright-core";

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].filter((p): p is string => !!p);

export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p) => fs.existsSync(p));
  if (!executablePath) {
    throw new Error(
      "Chromium not found. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const DEMO_PASSWORD = "ChangeMe-2026!";

/** Signs in through the sign-in form, by label and role, as a person would. */
export async function signInThroughUi(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel(/email/i).fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/signin"), {
    timeout: 20_000,
  });
}
