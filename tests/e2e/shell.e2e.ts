/**
 * The platform in a real browser: the menus differ where §6 says (each role's rendered menu is
 * checked in xss.e2e.ts, whose walk signs every role in), the classification banner is switched on
 * from the features screen and shows top and bottom, and a session signed in through the form whose
 * token is revoked lands on /signin/?sessionexpired=true.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASSIFICATION_BANNER_TEXT, FEATURES } from "../../domain/features";
import { SESSION_KEYS } from "../../domain/constants";
import {
  launchBrowser,
  signInThroughApi,
  signInThroughUi,
} from "./support/browser";
import { expectedMenuPaths } from "./support/menu";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

describe("the menus of the demo roles", () => {
  // Each role's rendered menu is checked once, in xss.e2e.ts's walk that signs every role in.
  it("the menus differ where §6 says they do", () => {
    expect(expectedMenuPaths("systemadmin")).toContain("/trips/in-progress");
    expect(expectedMenuPaths("systemadmin")).not.toContain(
      "/admin/transport/facility-users",
    );
    expect(expectedMenuPaths("facilityadmin")).toContain(
      "/admin/transport/facility-users",
    );
    expect(expectedMenuPaths("dataadmin")).toContain("/admin/users");
    expect(expectedMenuPaths("nurse")).not.toContain("/admin/users");
  });
});

describe("classification banner", () => {
  it("is switched on from the features screen and shows above and below the page", async () => {
    const page = await freshPage();
    await signInThroughApi(page, server.url, "systemadmin@example.com");
    await expect(
      page.getByTestId("classification-banner-top").count(),
    ).resolves.toBe(0);
    await page.goto(`${server.url}/admin/features`);
    const row = page
      .getByRole("row")
      .filter({ hasText: FEATURES.classificationBanner });
    await row.getByRole("switch").click();
    await page.getByText("Feature updated.").waitFor();
    const top = page.getByTestId("classification-banner-top");
    const bottom = page.getByTestId("classification-banner-bottom");
    await top.waitFor();
    expect(await top.textContent()).toContain(CLASSIFICATION_BANNER_TEXT);
    expect(await bottom.textContent()).toContain(CLASSIFICATION_BANNER_TEXT);
    const topBox = await top.boundingBox();
    const bottomBox = await bottom.boundingBox();
    expect(topBox && bottomBox && topBox.y < bottomBox.y).toBe(true);

    // Also for a visitor who is not signed in.
    const visitor = await freshPage();
    await visitor.goto(`${server.url}/signin`);
    await visitor.getByTestId("classification-banner-bottom").waitFor();
    expect(
      await visitor.getByTestId("classification-banner-top").textContent(),
    ).toContain(CLASSIFICATION_BANNER_TEXT);

    // And off again.
    await row.getByRole("switch").click();
    await top.waitFor({ state: "detached" });
    await visitor.context().close();
    await page.context().close();
  });
});

describe("features admin", () => {
  it("a row opens its edit screen at upsert/:id, a blank title is refused, a save says 'Feature updated.'", async () => {
    const page = await freshPage();
    await signInThroughApi(page, server.url, "systemadmin@example.com");
    await page.goto(`${server.url}/admin/features`);
    await page
      .getByRole("row")
      .filter({ hasText: FEATURES.documents })
      .getByText(FEATURES.documents)
      .click();
    await page.waitForURL((u) =>
      /^\/admin\/features\/upsert\/[0-9a-f-]{36}$/.test(u.pathname),
    );
    const title = page.getByRole("textbox", { name: "Title" });
    await title.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("This field is required.").waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/upsert\//); // still on the form
    await title.fill("Document library");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Feature updated.").waitFor();
    await page.waitForURL((u) => u.pathname === "/admin/features");
    await page
      .getByRole("cell", { name: "Document library", exact: true })
      .waitFor();
    await page.context().close();
  });
});

describe("session revocation", () => {
  it("a revoked token sends the user to /signin/?sessionexpired=true and clears the session", async () => {
    const page = await freshPage();
    await signInThroughUi(page, server.url, "customer@example.com");
    const token = await page.evaluate(
      (key) => sessionStorage.getItem(key),
      SESSION_KEYS.token,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    // The user leaves the app, and it is revoked meanwhile. Leaving first: a call of the home page
    // still under way when the token is revoked is refused in that page, which clears the session
    // there, and the next page then has no session to find expired (plain /signin: seen under load).
    await page.goto("about:blank");
    // Revoke it on the server, as signing out elsewhere would.
    const revoked = await fetch(`${server.url}/api/auth/sessions`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    // They come back: the next call the app makes is refused.
    const seen: string[] = [];
    const started = Date.now();
    const note = (what: string) =>
      seen.push(`+${Date.now() - started}ms ${what}`);
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame()) note(`at ${f.url()}`);
    });
    page.on("response", (r) => {
      if (r.url().includes("/api/"))
        note(
          `${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`,
        );
    });
    await page.goto(`${server.url}/user/profile`);
    await page
      .waitForURL(
        (u) =>
          u.pathname.startsWith("/signin") &&
          u.search.includes("sessionexpired=true"),
      )
      .catch((e: unknown) => {
        // Which call was refused first and where the page went, in order.
        console.warn(seen.join("\n"));
        throw e;
      });
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.context().close();
  });
});
