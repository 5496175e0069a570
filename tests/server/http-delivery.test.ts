/** How pages and files travel: the CSP by scheme, compression and caching of the built client. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const csp = (res: { headers: Record<string, unknown> }) =>
  String(res.headers["content-security-policy"]);

describe("the content security policy", () => {
  it("does not upgrade requests when the app is served over plain http", async () => {
    const t = await buildTestApp({ PUBLIC_URL: "http://192.168.1.20:3000" });
    try {
      const policy = csp(await get(t, "/api/health/live"));
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain("upgrade-insecure-requests");
    } finally {
      await t.close();
    }
  });

  it("upgrades requests when the app is served over https", async () => {
    const t = await buildTestApp({ PUBLIC_URL: "https://nemt.example.org" });
    try {
      expect(csp(await get(t, "/api/health/live"))).toContain(
        "upgrade-insecure-requests",
      );
    } finally {
      await t.close();
    }
  });
});

// Large enough to be worth compressing.
const SHELL = `<!doctype html><title>NEMT Portal</title>${"<!-- shell -->".repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;

describe("the built client's files", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-client-"));
    fs.writeFileSync(path.join(dir, "index.html"), SHELL);
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "index-Ab12Cd34.js"), SCRIPT);
    t = await buildTestApp({}, { clientDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("caches hashed assets for a year as immutable", async () => {
    const res = await get(t, "/assets/index-Ab12Cd34.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("never caches the shell, served at / or for a client-side route", async () => {
    for (const url of ["/", "/index.html", "/admin/users/upsert/1"]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
      expect(res.headers["cache-control"], url).toMatch(/no-cache/);
      expect(res.headers["cache-control"], url).toMatch(/no-store/);
    }
  });

  it("compresses files for a browser that accepts it", async () => {
    for (const [url, body] of [
      ["/assets/index-Ab12Cd34.js", SCRIPT],
      ["/signin", SHELL],
    ]) {
      const gz = await get(t, url, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"], url).toBe("gzip");
      expect(zlib.gunzipSync(gz.rawPayload).toString(), url).toBe(body);
      const br = await get(t, url, { "accept-encoding": "br, gzip" });
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toBe(
        body,
      );
      expect(br.rawPayload.length, url).toBeLessThan(body.length / 4);
    }
  });
});

describe("pre-compressed files of the build (scripts/precompress.ts)", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-client-"));
    fs.mkdirSync(path.join(dir, "assets"));
    for (const [file, body] of [
      ["index.html", SHELL],
      ["assets/index-Ab12Cd34.js", SCRIPT],
    ]) {
      const full = path.join(dir, file);
      fs.writeFileSync(full, body);
      fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(body));
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body));
    }
    t = await buildTestApp({}, { clientDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends the .br or .gz copy as the browser accepts, cached as the file itself", async () => {
    const url = "/assets/index-Ab12Cd34.js";
    const br = await get(t, url, { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload).toEqual(
      fs.readFileSync(path.join(dir, "assets/index-Ab12Cd34.js.br")),
    );
    expect(br.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    const gz = await get(t, url, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(t, url, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("never caches the pre-compressed shell", async () => {
    for (const url of ["/", "/trips/all"]) {
      const res = await get(t, url, { "accept-encoding": "br" });
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(
        SHELL,
      );
      expect(res.headers["cache-control"], url).toMatch(/no-cache/);
    }
  });
});
