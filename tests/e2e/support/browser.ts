/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { chromium } from "playwright-core";
import { SESSION_KEYS } from "../../../domain/constants";

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

/**
 * Signs in through the API (POST /api/auth/sessions) and hands the page its session as the client
 * keeps it (sessionStorage: token and user, providers/session.ts), then opens the home page signed
 * in. For every test but the sign-in pages' own: the form costs a page load and typing per role.
 */
export async function signInThroughApi(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  const res = await fetch(`${baseUrl}/api/auth/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as {
    data?: { token?: string; user?: unknown };
  };
  const token = body.data?.token;
  if (res.status !== 200 || !token)
    throw new Error(
      `sign-in of ${email}: ${res.status} ${JSON.stringify(body)}`,
    );
  // Written before the app's own scripts run, on the app's origin only, and removed after the first
  // load: a later sign-out must stay signed out.
  const handOver = await page.addInitScript(
    ({ origin, keys, token, user }) => {
      if (location.origin !== origin) return;
      sessionStorage.setItem(keys.token, token);
      sessionStorage.setItem(keys.user, user);
    },
    {
      origin: new URL(baseUrl).origin,
      keys: SESSION_KEYS,
      token,
      user: JSON.stringify(body.data?.user),
    },
  );
  await page.goto(`${baseUrl}/`);
  await handOver.dispose();
}
