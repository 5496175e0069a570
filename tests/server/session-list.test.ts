/**
 * The signed-in user's sessions (issue 11, ASVS V7.4): listed with where they were opened and which
 * is this one; any can be ended, which signs that browser out at once; another user's session is
 * not found; and a password change ends every other session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { del, expectError, get, post } from "./support/api";
import { buildUser, signIn, TEST_PASSWORD } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Signs in through the API from a browser and an address of our choosing. */
async function signInFrom(email: string, userAgent: string, address: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sessions",
    payload: { email, password: TEST_PASSWORD },
    headers: { "user-agent": userAgent },
    remoteAddress: address,
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().data.token as string;
  return { authorization: `Bearer ${token}` };
}

type Listed = {
  sessionId: string;
  userAgent: string;
  ipAddress: string;
  current: boolean;
};
const list = async (headers: Record<string, string>) => {
  const res = await get(t, "/api/auth/sessions", headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Listed[];
};

describe("GET /auth/sessions and DELETE /auth/sessions/{sessionId}", () => {
  it("lists the user's live sessions with where they were opened, this one marked", async () => {
    const user = await buildUser(t.db);
    const laptop = await signInFrom(
      user.email,
      "Firefox on a laptop",
      "198.51.100.7",
    );
    await signInFrom(user.email, "Safari on a phone", "198.51.100.8");
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({
      userAgent: "Firefox on a laptop",
      ipAddress: "198.51.100.7",
    });
    expect(sessions.find((s) => !s.current)).toMatchObject({
      userAgent: "Safari on a phone",
    });
  });

  it("ends another of the user's sessions: that browser is signed out at once", async () => {
    const user = await buildUser(t.db);
    const laptop = await signInFrom(user.email, "laptop", "198.51.100.9");
    const phone = await signInFrom(user.email, "phone", "198.51.100.10");
    const other = (await list(laptop)).find((s) => !s.current)!;
    const ended = await del(t, `/api/auth/sessions/${other.sessionId}`, laptop);
    expect(ended.statusCode, ended.body).toBe(200);
    expectError(await get(t, "/api/auth/user", phone), 401);
    expect((await get(t, "/api/auth/user", laptop)).statusCode).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
  });

  it("answers 404 for another user's session, an ended one and a malformed id, 401 signed out", async () => {
    const me = await buildUser(t.db);
    const someoneElse = await buildUser(t.db);
    const mine = await signInFrom(me.email, "mine", "198.51.100.11");
    const theirs = await signInFrom(
      someoneElse.email,
      "theirs",
      "198.51.100.12",
    );
    const [their] = await list(theirs);
    expectError(
      await del(t, `/api/auth/sessions/${their.sessionId}`, mine),
      404,
      "Session not found.",
    );
    expect((await get(t, "/api/auth/user", theirs)).statusCode).toBe(200);
    expectError(
      await del(t, "/api/auth/sessions/not-an-id", mine),
      404,
      "Session not found.",
    );
    const [own] = await list(mine);
    await del(t, `/api/auth/sessions/${own.sessionId}`, mine);
    expectError(await get(t, "/api/auth/sessions"), 401);
    expectError(await get(t, "/api/auth/sessions", mine), 401);
  });

  it("a password change ends every other session", async () => {
    const user = await buildUser(t.db);
    const { token: _token, ...headers } = await signIn(t.app, user);
    const other = await signInFrom(user.email, "other", "198.51.100.13");
    const res = await post(
      t,
      "/api/auth/password",
      {
        currentPassword: TEST_PASSWORD,
        newPassword: "Violet-Anchor-Drizzle-7",
        confirmPassword: "Violet-Anchor-Drizzle-7",
      },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expectError(await get(t, "/api/auth/user", other), 401);
    expect(await list(headers)).toHaveLength(1);
  });

  it("deactivating an account ends its sessions: reactivating it does not bring them back", async () => {
    const admin = await buildUser(t.db, { role: "systemadmin" });
    const { token: _t, ...adminHeaders } = await signIn(t.app, admin);
    const user = await buildUser(t.db, { role: "nurse" });
    const theirs = await signInFrom(user.email, "ward PC", "198.51.100.14");
    const body = {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: [{ roleCode: "nurse" }],
    };
    const off = await post(
      t,
      "/api/users",
      { ...body, active: false },
      adminHeaders,
    );
    expect(off.statusCode, off.body).toBe(200);
    const on = await post(
      t,
      "/api/users",
      { ...body, active: true },
      adminHeaders,
    );
    expect(on.statusCode, on.body).toBe(200);
    expectError(await get(t, "/api/auth/user", theirs), 401);
  });
});
