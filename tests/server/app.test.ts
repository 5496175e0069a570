/** The app as built for production: the client shell next to the API, and unexpected failures. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectError, get, post } from "./support/api";
import { buildUser } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const SHELL = "<!doctype html><title>NEMT Portal</title>";

describe("with a built client", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-client-"));
    fs.writeFileSync(path.join(dir, "index.html"), SHELL);
    fs.writeFileSync(path.join(dir, "app.js"), "console.log(1)");
    t = await buildTestApp({}, { clientDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves files and the shell for client-side routes", async () => {
    const asset = await get(t, "/app.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log(1)");
    for (const url of [
      "/signin?sessionexpired=true",
      "/admin/users/upsert/1",
      "/reset-auth?token=x",
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toBe(SHELL);
      expect(res.headers["cache-control"]).not.toBe("no-store");
    }
  });

  it("keeps the API's JSON 404 and 405, and refuses other methods on client routes", async () => {
    expectError(await get(t, "/api/unknown"), 404);
    expectError(await get(t, "/api"), 404);
    expectError(
      await call(t, "PUT", "/api/features/search", { payload: {} }),
      405,
    );
    expectError(await post(t, "/signin", {}), 404);
    expect((await get(t, "/api/health/live")).json()).toEqual({
      code: 200,
      message: "live",
    });
  });
});

describe("an unexpected failure", () => {
  let t: TestApp;
  beforeAll(async () => {
    const failing = {
      send: async () => {
        throw new Error("SMTP 535 authentication failed for smtp.internal:587");
      },
    };
    t = await buildTestApp({}, { mailer: failing });
  });
  afterAll(() => t.close());

  it("is a 500 with the catalogue message and no details", async () => {
    const message = {
      name: "C",
      email: "c@example.test",
      subject: "S",
      message: "M",
    };
    const res = await post(t, "/api/auth/contact", message);
    expectError(res, 500, "An unexpected error occurred.");
    expect(res.body).not.toMatch(/SMTP|smtp|535/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("does not reveal through forgot-password whether an account exists", async () => {
    const user = await buildUser(t.db);
    const known = await post(t, "/api/auth/forgot-password", {
      email: user.email,
    });
    const unknown = await post(t, "/api/auth/forgot-password", {
      email: "nobody@example.test",
    });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
  });
});
