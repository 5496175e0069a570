/** Sign-in, the current user, sessions (sign-out, idle and absolute expiry) and the sign-in rate limit. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../server/db/schema";
import { as, expectTooMany, del, expectError, get, post } from "./support/api";
import { buildUser, signIn, TEST_PASSWORD } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SIGN_IN_FAILED = "The email or password is incorrect.";
const headersOf = (s: { authorization: string; "x-user-id": string }) => ({
  authorization: s.authorization,
  "x-user-id": s["x-user-id"],
});

describe("sign-in", () => {
  it("answers with a token and the user, never the password hash", async () => {
    const user = await buildUser(t.db, { role: "nurse", firstName: "Nina" });
    const res = await post(t, "/api/auth/sessions", {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["code", "data", "message"]);
    expect(body).toMatchObject({
      code: 200,
      message: "Signed in.",
      data: { user: { userId: user.id, firstName: "Nina" } },
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user.roles).toEqual([{ roleCode: "nurse" }]);
    expect(res.body).not.toMatch(/hash|argon/i);
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toBe(body.data.token);
  });

  it("a wrong password, an unknown email and an inactive account get the same 401", async () => {
    const user = await buildUser(t.db);
    const inactive = await buildUser(t.db, { active: false });
    const invited = await buildUser(t.db, { passwordHash: null });
    for (const payload of [
      { email: user.email, password: "Wrong-Password-123" },
      { email: "nobody@example.test", password: TEST_PASSWORD },
      { email: inactive.email, password: TEST_PASSWORD },
      { email: invited.email, password: TEST_PASSWORD },
    ]) {
      expectError(
        await post(t, "/api/auth/sessions", payload),
        401,
        SIGN_IN_FAILED,
      );
    }
  });

  it("GET /auth/user returns the current user", async () => {
    const { user, headers } = await as(t, "driver");
    const res = await get(t, "/api/auth/user", headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: "OK",
      data: { userId: user.id, email: user.email },
    });
  });
});

describe("sessions", () => {
  it("sign-out revokes this session only", async () => {
    const user = await buildUser(t.db);
    const first = headersOf(await signIn(t.app, user));
    const second = headersOf(await signIn(t.app, user));
    const out = await del(t, "/api/auth/sessions", first);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ code: 200, message: "Signed out." });
    expectError(await get(t, "/api/auth/user", first), 401);
    expectError(await del(t, "/api/auth/sessions", first), 401);
    expect((await get(t, "/api/auth/user", second)).statusCode).toBe(200);
  });

  it("expires after the idle time, and is refreshed while used", async () => {
    const { user, headers } = await as(t, "customer");
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: ago(30) })
      .where(eq(sessions.userId, user.id));
    expect((await get(t, "/api/auth/user", headers)).statusCode).toBe(200);
    const [refreshed] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(Date.now() - refreshed.lastSeenAt.getTime()).toBeLessThan(10_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: ago(61) })
      .where(eq(sessions.userId, user.id));
    expectError(await get(t, "/api/auth/user", headers), 401);
  });

  it("expires at the absolute limit even when used", async () => {
    const { user, headers } = await as(t, "customer");
    const [s] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(s.expiresAt.getTime() - s.createdAt.getTime()).toBeGreaterThan(
      11.9 * 3600_000,
    );
    expect(s.expiresAt.getTime() - s.createdAt.getTime()).toBeLessThan(
      12.1 * 3600_000,
    );
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expectError(await get(t, "/api/auth/user", headers), 401);
  });

  it("ends when the account is deactivated", async () => {
    const { user, headers } = await as(t, "dataadmin");
    await t.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, user.id));
    expectError(await get(t, "/api/auth/user", headers), 401);
  });
});

describe("rate limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ SIGNIN_RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => limited.close());

  it("sign-in: 429 after 3 attempts for the same email, other emails unaffected", async () => {
    const attempt = (email: string) =>
      limited.app.inject({
        method: "POST",
        url: "/api/auth/sessions",
        payload: { email, password: "Wrong-Password-1" },
      });
    for (let i = 0; i < 3; i++)
      expectError(await attempt("target@example.test"), 401, SIGN_IN_FAILED);
    const blocked = await attempt("TARGET@example.test");
    expectTooMany(blocked);
    expectError(
      await attempt("someone-else@example.test"),
      401,
      SIGN_IN_FAILED,
    );
  });
});
