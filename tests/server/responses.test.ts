/** 409 and 422 bodies, and what every answer carries (no secrets, no caching, security headers). */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers, Res } from "./support/api";
import { allKeys, as, call, expectError, get, post } from "./support/api";
import {
  buildFacility,
  buildFeature,
  buildUser,
  signIn,
} from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
});
afterAll(() => t.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  email: `e-${randomUUID().slice(0, 8)}@example.test`,
  firstName: "Eve",
  lastName: "Error",
  roles: [{ roleCode: "nurse" }],
  ...over,
});

describe("409", () => {
  it("a duplicate user email, on create and on update", async () => {
    const existing = await buildUser(t.db, { email: "taken@example.test" });
    const message = "A user with this email already exists.";
    const errors = [{ field: "email", message }];
    expectError(
      await post(
        t,
        "/api/users",
        newUser({ email: "TAKEN@example.test" }),
        admin,
      ),
      409,
      message,
      errors,
    );
    const other = await buildUser(t.db);
    const res = await post(
      t,
      "/api/users",
      newUser({ userId: other.id, email: existing.email }),
      admin,
    );
    expectError(res, 409, message, errors);
  });

  it("a duplicate feature code", async () => {
    await buildFeature(t.db, { code: "dup-code" });
    const message = "A feature with this code already exists.";
    const res = await post(
      t,
      "/api/features",
      { code: "dup-code", title: "Again" },
      admin,
    );
    expectError(res, 409, message, [{ field: "code", message }]);
  });
});

describe("422", () => {
  it("an invalid email", async () => {
    const res = await post(
      t,
      "/api/users",
      newUser({ email: "not-an-email" }),
      admin,
    );
    const errors = [
      { field: "email", message: "Enter a valid email address." },
    ];
    expectError(res, 422, "email: Enter a valid email address.", errors);
  });

  it("missing required fields", async () => {
    const res = await post(t, "/api/users", {}, admin);
    const errors = ["email", "firstName", "lastName", "roles"].map((field) => ({
      field,
      message: "This field is required.",
    }));
    expectError(
      res,
      422,
      errors.map((e) => `${e.field}: ${e.message}`).join(" "),
      errors,
    );
  });

  it("an invalid uuid for facilityUserDetail.facilityId", async () => {
    const res = await post(
      t,
      "/api/users",
      newUser({ facilityUserDetail: { facilityId: "nope" } }),
      admin,
    );
    const errors = [
      { field: "facilityUserDetail.facilityId", message: "Invalid UUID" },
    ];
    expectError(
      res,
      422,
      "facilityUserDetail.facilityId: Invalid UUID",
      errors,
    );
  });

  it("an unknown facility id (foreign key)", async () => {
    const res = await post(
      t,
      "/api/users",
      newUser({ facilityUserDetail: { facilityId: randomUUID() } }),
      admin,
    );
    expectError(
      res,
      422,
      "A referenced record does not exist or is still in use.",
    );
  });

  it("a sign-in without a password, sign-up with a short one", async () => {
    const res = await post(t, "/api/auth/sessions", {
      email: "a@example.test",
    });
    expectError(res, 422, "password: This field is required.", [
      { field: "password", message: "This field is required." },
    ]);
    const short = await post(t, "/api/auth/sign-up", {
      email: "s@example.test",
      password: "short",
      firstName: "S",
      lastName: "S",
    });
    expectError(short, 422, "password: Use at least 12 characters.", [
      { field: "password", message: "Use at least 12 characters." },
    ]);
  });
});

describe("every answer", () => {
  it("never carries a password or token hash", async () => {
    const user = await buildUser(t.db, { role: "dataadmin" });
    const session = await signIn(t.app, user);
    const headers = {
      authorization: session.authorization,
      "x-user-id": session["x-user-id"],
    };
    const facility = await buildFacility(t.db);
    const answers: Res[] = [
      await post(t, "/api/auth/sessions", {
        email: user.email,
        password: "Correct-Horse-Battery-9",
      }),
      await get(t, "/api/auth/user", headers),
      await post(t, "/api/users/search", { pageSize: 100 }, headers),
      await get(t, `/api/users/${user.id}`, headers),
      await get(t, `/api/users/${user.id}/profile`, headers),
      await post(
        t,
        "/api/users",
        newUser({ facilityUserDetail: { facilityId: facility.id } }),
        headers,
      ),
      await post(
        t,
        "/api/auth/profile",
        { firstName: "New", lastName: "Name" },
        headers,
      ),
      await post(t, "/api/emails/search", { pageSize: 100 }, admin),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.body).not.toMatch(/password_?hash|token_?hash|\$argon2/i);
      const keys = allKeys(res.json());
      for (const k of [
        "passwordHash",
        "password_hash",
        "tokenHash",
        "token_hash",
        "password",
      ])
        expect(keys).not.toContain(k);
    }
  });

  it("has Cache-Control: no-store under /api, whatever the status", async () => {
    const answers = [
      await get(t, "/api/health/live"),
      await get(t, "/api/auth/user", admin),
      await get(t, "/api/auth/user"),
      await get(t, "/api/no/such/path"),
      await get(t, "/api"),
      await call(t, "PUT", "/api/features/search", {
        headers: admin,
        payload: {},
      }),
      await post(t, "/api/features/search", { pageSize: 0 }, admin),
      await post(t, "/api/featuretoggles", { codes: ["x"] }),
    ];
    for (const res of answers)
      expect(
        res.headers["cache-control"],
        `${res.statusCode} ${res.body}`,
      ).toBe("no-store");
  });

  it("carries helmet's security headers", async () => {
    for (const res of [
      await get(t, "/api/health/live"),
      await get(t, "/api/nope"),
    ]) {
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      // HSTS only over https (issue 11): tests/server/security-headers.test.ts.
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(res.headers["content-security-policy"]).toContain(
        "script-src 'self'",
      );
      expect(res.headers["content-security-policy"]).toContain(
        "img-src 'self' data: blob:",
      );
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });
});
