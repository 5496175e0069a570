/**
 * A stolen session must not take over the second factor (issue 21): enrolling asks for the password
 * except in the forced first enrolment right after a password sign-in; turning the factor on or off
 * emails the account; a password reset by email leaves it on; an administrator resets another user's
 * factor (recorded, the user told), so nobody deletes rows by hand.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOTP_MESSAGES } from "../../domain/schemas/auth";
import { sessions, userTotp } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, get, post } from "./support/api";
import { signedInAs, TEST_PASSWORD } from "./support/factories";
import { linkIn, mailsTo, onlyMailTo, PUBLIC_URL } from "./support/mail";
import type { TestApp } from "./support/testApp";
import { activityRow } from "./support/activities";
import { buildTestApp } from "./support/testApp";
import { codeFor, enrol, passwordStep } from "./support/totp";

const PASSWORD_INCORRECT = "The password is incorrect.";
const ON_SUBJECT = "Two-factor authentication was turned on";
const OFF_SUBJECT = "Two-factor authentication was turned off";

let t: TestApp;
beforeAll(async () => {
  // The facility administrator's role must enrol; the data administrator manages users freely.
  t = await buildTestApp({
    MFA_REQUIRED_ROLES: "facilityadmin",
    PUBLIC_URL,
  });
});
afterAll(() => t.close());

const startEnrolment = (headers: Headers, body: object = {}) =>
  post(t, "/api/auth/totp/enrolment", body, headers);
const status = async (headers: Headers) =>
  (await get(t, "/api/auth/totp", headers)).json().data;
const subjects = (email: string) => mailsTo(t, email).map((m) => m.subject);

describe("enrolling an authenticator asks who it is", () => {
  it("a session alone cannot enrol: the password is asked, and a wrong one refused", async () => {
    const { headers } = await as(t, "nurse");
    expect((await status(headers)).proofRequired).toBe(true);
    expectError(await startEnrolment(headers), 422, TOTP_MESSAGES.password, [
      { field: "password", message: TOTP_MESSAGES.password },
    ]);
    expectError(
      await startEnrolment(headers, { password: "Wrong-Password-123" }),
      422,
      PASSWORD_INCORRECT,
      [{ field: "password", message: PASSWORD_INCORRECT }],
    );
    const res = await startEnrolment(headers, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("the forced first enrolment right after a password sign-in needs no password again", async () => {
    const { user, headers } = await signedInAs(t.app, t.db, "facilityadmin");
    expect((await status(headers)).proofRequired).toBe(false);
    const res = await startEnrolment(headers);
    expect(res.statusCode, res.body).toBe(200);
    // The same account from a session opened long ago (say, before its role required a factor).
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(sessions.userId, user.id));
    expect((await status(headers)).proofRequired).toBe(true);
    expectError(await startEnrolment(headers), 422, TOTP_MESSAGES.password, [
      { field: "password", message: TOTP_MESSAGES.password },
    ]);
  });
});

describe("the account is told when its second factor changes", () => {
  it("emails when it is turned on and when it is turned off", async () => {
    const { user, headers } = await as(t, "nurse");
    const { secret } = await enrol(t, headers);
    const on = onlyMailTo(t, user.email);
    expect(on.subject).toBe(ON_SUBJECT);
    expect(on.body).toContain("contact your administrator");
    const off = await post(
      t,
      "/api/auth/totp/disable",
      { code: codeFor(secret, 1) },
      headers,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(subjects(user.email)).toEqual([ON_SUBJECT, OFF_SUBJECT]);
  });
});

describe("a password reset by email", () => {
  it("leaves the second factor on: the next sign-in still asks for a code", async () => {
    const { user, headers } = await as(t, "nurse");
    await enrol(t, headers);
    await post(t, "/api/auth/forgot-password", { email: user.email });
    const mail = mailsTo(t, user.email).find((m) =>
      m.subject.includes("Reset"),
    )!;
    const { token } = linkIn(mail, "/reset-auth");
    const reset = await post(t, "/api/auth/reset-password", {
      token,
      password: "A-Brand-New-Secret-42",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(userTotp)
      .where(eq(userTotp.userId, user.id));
    expect(row.confirmedAt).not.toBeNull();
    await passwordStep(t, user.email, "A-Brand-New-Secret-42");
  });
});

describe("an administrator resets a user's second factor (POST /users/:id/reset-second-factor)", () => {
  const reset = (id: string, headers: Headers) =>
    post(t, `/api/users/${id}/reset-second-factor`, {}, headers);

  it("turns it off, tells the user, and records who did it", async () => {
    const { user, headers } = await as(t, "nurse");
    await enrol(t, headers);
    const admin = await as(t, "dataadmin");
    const res = await reset(user.id, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: "Two-factor authentication is reset.",
    });
    // Its sessions ended (the factor may have been an attacker's, with their session)...
    expectError(await get(t, "/api/auth/totp", headers), 401);
    expect(
      await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id)),
    ).toEqual([]);
    // ...and the password alone signs in again.
    const signIn = await post(t, "/api/auth/sessions", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.json().data.token).toEqual(expect.any(String));
    expect(subjects(user.email)).toEqual([
      ON_SUBJECT,
      "Two-factor authentication was reset by an administrator",
    ]);
    const row = await activityRow(t.db, user.id, "reset-second-factor");
    expect(row).toMatchObject({
      modelType: "user",
      actorUserId: admin.user.id,
    });
    // Nothing left to reset.
    expectError(
      await reset(user.id, admin.headers),
      409,
      "Two-factor authentication is not on.",
    );
  });

  it("is refused for one's own account, to a role that does not manage users, and for an account that manages users unless a system administrator asks", async () => {
    const admin = await as(t, "dataadmin");
    await enrol(t, admin.headers);
    expectError(
      await reset(admin.user.id, admin.headers),
      403,
      "Turn off your own two-factor authentication from your profile.",
    );
    const nurse = await as(t, "nurse");
    const refused = await reset(admin.user.id, nurse.headers);
    expect(refused.statusCode, refused.body).toBe(403);
    const other = await as(t, "dataadmin");
    expectError(
      await reset(admin.user.id, other.headers),
      403,
      "Only a system administrator can reset the second factor of an account that manages users.",
    );
    const sysadmin = await as(t, "systemadmin");
    expect((await reset(admin.user.id, sysadmin.headers)).statusCode).toBe(200);
  });
});
