import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, expectTooMany, expectError, get } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe("health", () => {
  it("/api/health/live answers without a session", async () => {
    const res = await get(t, "/api/health/live");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: "live" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("/api/health/ready names the database kind", async () => {
    const res = await get(t, "/api/health/ready");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: "ready", database: kind });
  });

  it("/api/health/ready is 503 when the database does not answer", async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    };
    try {
      expectError(
        await get(t, "/api/health/ready"),
        503,
        "The database is not answering.",
      );
      expect((await get(t, "/api/health/live")).statusCode).toBe(200);
    } finally {
      t.database.ping = ping;
    }
    expect((await get(t, "/api/health/ready")).statusCode).toBe(200);
  });
});

describe("the global rate limit", () => {
  let limited: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-client-"));
    fs.writeFileSync(path.join(clientDir, "index.html"), "<html></html>");
    fs.writeFileSync(path.join(clientDir, "app.js"), "console.log(1)");
    limited = await buildTestApp({ RATE_LIMIT_MAX: "3" }, { clientDir });
  });
  afterAll(async () => {
    await limited.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("leaves the app's own files alone: a page load is many scripts, not API calls", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await get(limited, "/app.js")).statusCode).toBe(200);
      expect((await get(limited, "/admin/transport/drivers")).statusCode).toBe(
        200,
      );
    }
  });

  it("answers 429 past the limit, but never for the health checks", async () => {
    const { headers } = await as(limited, "customer");
    for (let i = 0; i < 3; i++)
      expect((await get(limited, "/api/auth/user", headers)).statusCode).toBe(
        200,
      );
    const res = await get(limited, "/api/auth/user", headers);
    expectTooMany(res);
    expect(res.headers["cache-control"]).toBe("no-store");
    for (let i = 0; i < 5; i++) {
      expect((await get(limited, "/api/health/live")).statusCode).toBe(200);
      expect((await get(limited, "/api/health/ready")).statusCode).toBe(200);
    }
  });
});
