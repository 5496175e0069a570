/**
 * The headers of every answer (issue 11, ASVS V3): each route of the access table, called without a
 * session and as an administrator, and the app shell, carry the CSP directives issue 11 names,
 * nosniff, a Referrer-Policy and no X-Powered-By; every /api answer is not to be cached; HSTS only
 * over https; CORS closed unless an origin is configured, and then open to that origin only.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers, Res } from "./support/api";
import { as } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const SOME_ID = "00000000-0000-4000-8000-000000000000";
const EVIL = "https://evil.example";

let t: TestApp;
let admin: Headers;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  fs.writeFileSync(
    path.join(clientDir, "index.html"),
    "<!doctype html><title>x</title>",
  );
  t = await buildTestApp({ RATE_LIMIT_MAX: "100000" }, { clientDir });
  ({ headers: admin } = await as(t, "systemadmin"));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function expectSafeHeaders(res: Res, what: string) {
  const csp = String(res.headers["content-security-policy"]);
  for (const directive of [
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "script-src 'self'",
    "default-src 'self'",
  ])
    expect(csp, what).toContain(directive);
  expect(res.headers["x-content-type-options"], what).toBe("nosniff");
  expect(res.headers["referrer-policy"], what).toBe("no-referrer");
  expect(res.headers["x-powered-by"], what).toBeUndefined();
  expect(res.headers["strict-transport-security"], what).toBeUndefined();
  expect(res.headers["access-control-allow-origin"], what).toBeUndefined();
}

describe("headers on every answer", () => {
  it("on every API route, signed out and as an administrator, never cached", async () => {
    const table = t.app.routeAccessTable().filter((r) => r.method !== "HEAD");
    expect(table.length).toBeGreaterThan(90);
    for (const route of table) {
      for (const headers of [{}, admin]) {
        const res = await t.app.inject({
          method: route.method as "GET",
          url: route.url
            .replace(/:[A-Za-z]+/g, SOME_ID)
            .replace(/\*$/, "index.html"),
          headers: { ...headers, origin: EVIL },
          ...(route.method === "POST" ? { payload: {} } : {}),
        });
        const what = `${route.method} ${route.url} → ${res.statusCode}`;
        expectSafeHeaders(res, what);
        if (!route.url.startsWith("/api/docs"))
          expect(res.headers["cache-control"], what).toBe("no-store");
      }
    }
  });

  it("on the app shell, an unknown API path and a preflight", async () => {
    for (const [method, url] of [
      ["GET", "/"],
      ["GET", "/admin/transport/patients"],
      ["GET", "/api/no-such-thing"],
      ["OPTIONS", "/api/patients/search"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: EVIL, "access-control-request-method": "POST" },
      });
      expectSafeHeaders(res, `${method} ${url}`);
    }
  });
});

describe("configuration", () => {
  it("sends HSTS when the app is served over https", async () => {
    const https = await buildTestApp({
      PUBLIC_URL: "https://portal.example.org",
    });
    try {
      const res = await https.app.inject({
        method: "GET",
        url: "/api/health/live",
      });
      expect(res.headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      );
    } finally {
      await https.close();
    }
  });

  it("opens CORS to the configured origins only", async () => {
    const ok = "https://intranet.example.org";
    const open = await buildTestApp({
      CORS_ORIGINS: ` ${ok} ,https://other.example.org`,
    });
    try {
      const preflight = (origin: string) =>
        open.app.inject({
          method: "OPTIONS",
          url: "/api/patients/search",
          headers: { origin, "access-control-request-method": "POST" },
        });
      expect((await preflight(ok)).headers["access-control-allow-origin"]).toBe(
        ok,
      );
      expect(
        (await preflight(EVIL)).headers["access-control-allow-origin"],
      ).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it("refuses a CORS origin that is not a URL at start", async () => {
    await expect(buildTestApp({ CORS_ORIGINS: "*" })).rejects.toThrow(
      /CORS_ORIGINS/,
    );
  });
});
