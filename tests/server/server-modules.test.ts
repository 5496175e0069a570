/**
 * Server modules register themselves (issue 23): a module's extra routes, plugins and log redaction
 * are listed once in server/modules/index.ts and mounted by server/app.ts without naming them.
 * Dispatch's manifests and billing's payment providers are the proof.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerModule } from "../../server/modules/defineServerModule";
import { loggedPath, SERVER_MODULES } from "../../server/modules/registry";
import { manifestsServerModule } from "../../server/manifests/module";
import { paymentsServerModule } from "../../server/payments/module";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("server modules", () => {
  it("are found in server/modules/index.ts: dispatch's manifests and billing's payments", () => {
    expect(SERVER_MODULES).toEqual(
      expect.arrayContaining([manifestsServerModule, paymentsServerModule]),
    );
    expect(manifestsServerModule.routes?.length).toBeGreaterThan(0);
    expect(paymentsServerModule.plugins?.length).toBeGreaterThan(0);
  });

  it("mount a module's routes under /api at their paths", () => {
    for (const [method, url] of [
      ["POST", "/api/manifests/day"],
      ["POST", "/api/manifests/publish"],
      ["POST", "/api/manifests/search"],
      ["POST", "/api/manifests/:id/acknowledge"],
    ] as const)
      expect(t.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    expect(t.app.hasRoute({ method: "POST", url: "/manifests/day" })).toBe(
      false,
    );
  });

  it("register a module's plugins before the routes that use them", () => {
    // The payments plugin's decorator: the checkout and refund routes read it.
    expect(t.app.hasDecorator("payments")).toBe(true);
    expect(t.app.payments.checkout?.name).toBe("builtin");
  });

  it("redact the logged path as every module asks", () => {
    expect(loggedPath("/api/checkout/secret-token")).toBe(
      "/api/checkout/[redacted]",
    );
    expect(loggedPath("/checkout/success")).toBe("/checkout/success");
    const hideDigits = defineServerModule({
      name: "digits",
      redactLoggedPath: (path) => path.replace(/\d/g, "#"),
    });
    expect(
      loggedPath("/checkout/tok1", [paymentsServerModule, hideDigits]),
    ).toBe("/checkout/[redacted]");
    expect(loggedPath("/trips/12", [hideDigits])).toBe("/trips/##");
  });
});
