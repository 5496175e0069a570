/** The flows that go through an emailed link: sign-up with verification, forgot and reset password. */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, sessions, users } from "../../server/db/schema";
import { expectError, get, post } from "./support/api";
import { buildUser, signIn, TEST_PASSWORD } from "./support/factories";
import {
  linkIn,
  mailsTo,
  onlyMailTo,
  outboxRows,
  PUBLIC_URL,
} from "./support/mail";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const NEUTRAL_SIGN_UP =
  "If the address can be registered, we have sent an email with the next step.";
const NEUTRAL_FORGOT =
  "If an account exists for that address, we have sent a link to reset the password.";
const INVALID_LINK = "This link is invalid or has expired. Ask for a new one.";
const INVALID_TOKEN = [{ field: "token", message: INVALID_LINK }];
const PASSWORD = "Fresh-Passphrase-2026";
const userCount = async () =>
  Number((await t.db.select({ n: count() }).from(users))[0].n);
const byEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];
// A forged Host header must never end up in a link.
const evilHost = {
  host: "evil.example.com",
  "x-forwarded-host": "evil.example.com",
};

describe("sign-up and email verification", () => {
  it("answers 202, creates an unverified customer and mails a PUBLIC_URL link", async () => {
    const payload = {
      email: "New.Person@Example.test",
      password: PASSWORD,
      firstName: "New",
      lastName: "Person",
    };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      headers: evilHost,
      payload,
    });
    await t.app.background.idle();
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ code: 202, message: NEUTRAL_SIGN_UP });
    const user = await byEmail("new.person@example.test");
    expect(user).toMatchObject({
      roles: ["customer"],
      emailVerifiedAt: null,
      requirePasswordReset: false,
    });

    const mail = onlyMailTo(t, "new.person@example.test");
    expect(mail.body).not.toContain("evil");
    const { link, token } = linkIn(mail, "/verify-email");
    const [stored] = await outboxRows(t, "new.person@example.test");
    expect(stored.body).toContain("[redacted]");
    expect(stored.body).not.toContain(token);
    expect(mail.body.replace(link, "[redacted]")).toBe(stored.body);

    const verified = await post(t, "/api/auth/verify-email-address", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      code: 200,
      message: "Your email address is confirmed.",
    });
    expect(
      (await byEmail("new.person@example.test")).emailVerifiedAt,
    ).toBeInstanceOf(Date);
    expectError(
      await post(t, "/api/auth/verify-email-address", { token }),
      422,
      INVALID_LINK,
      INVALID_TOKEN,
    );
    expectError(
      await post(t, "/api/auth/verify-email-address", { token: "made-up" }),
      422,
      INVALID_LINK,
      INVALID_TOKEN,
    );
    expect(
      (
        await post(t, "/api/auth/sessions", {
          email: user.email,
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await post(t, "/api/auth/sessions", {
          email: user.email,
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("an existing email gets the same 202, no new user, and the owner is told", async () => {
    const owner = await buildUser(t.db, { firstName: "Owen" });
    const before = await userCount();
    const res = await post(t, "/api/auth/sign-up", {
      email: owner.email,
      password: PASSWORD,
      firstName: "X",
      lastName: "Y",
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ code: 202, message: NEUTRAL_SIGN_UP });
    expect(await userCount()).toBe(before);
    expect((await byEmail(owner.email)).passwordHash).toBe(owner.passwordHash);
    const mail = onlyMailTo(t, owner.email);
    expect(mail.subject).toBe("Someone tried to sign up with your email");
    expect(mail.body).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(mail.body).not.toContain("token=");
  });
});

describe("forgot and reset password", () => {
  it("answers known and unknown emails identically, mailing only the known one", async () => {
    const user = await buildUser(t.db, { requirePasswordReset: true });
    const known = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: evilHost,
      payload: { email: user.email },
    });
    await t.app.background.idle();
    const unknown = await post(t, "/api/auth/forgot-password", {
      email: "ghost@example.test",
    });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ code: 202, message: NEUTRAL_FORGOT });
    }
    expect(known.body).toBe(unknown.body);
    expect(mailsTo(t, "ghost@example.test")).toEqual([]);
    expect(await outboxRows(t, "ghost@example.test")).toEqual([]);

    const mail = onlyMailTo(t, user.email);
    const { link, token } = linkIn(mail, "/reset-auth");
    const [stored] = await outboxRows(t, user.email);
    expect(stored.body).toContain("[redacted]");
    expect(stored.body).not.toContain(link);
    expect(stored.body).not.toContain(token);

    const old = await signIn(t.app, user);
    const res = await post(t, "/api/auth/reset-password", {
      token,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: "Your password has been reset. Sign in with the new password.",
    });
    expect((await byEmail(user.email)).requirePasswordReset).toBe(false);
    expectError(
      await get(t, "/api/auth/user", { authorization: old.authorization }),
      401,
    );
    const open = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expect(
      (
        await post(t, "/api/auth/sessions", {
          email: user.email,
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(t, "/api/auth/sessions", {
          email: user.email,
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);

    const again = await post(t, "/api/auth/reset-password", {
      token,
      password: "Another-Passphrase-1",
    });
    expectError(again, 422, INVALID_LINK, INVALID_TOKEN);
  });

  it("refuses an expired token, and tokens of another purpose", async () => {
    const user = await buildUser(t.db);
    await post(t, "/api/auth/forgot-password", { email: user.email });
    const { token } = linkIn(onlyMailTo(t, user.email), "/reset-auth");
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    expectError(
      await post(t, "/api/auth/reset-password", { token, password: PASSWORD }),
      422,
      INVALID_LINK,
      INVALID_TOKEN,
    );

    await post(t, "/api/auth/sign-up", {
      email: "purpose@example.test",
      password: PASSWORD,
      firstName: "P",
      lastName: "Q",
    });
    const verify = linkIn(
      onlyMailTo(t, "purpose@example.test"),
      "/verify-email",
    ).token;
    expectError(
      await post(t, "/api/auth/reset-password", {
        token: verify,
        password: PASSWORD,
      }),
      422,
      INVALID_LINK,
      INVALID_TOKEN,
    );
    expect(
      (await post(t, "/api/auth/verify-email-address", { token: verify }))
        .statusCode,
    ).toBe(200);
  });

  it("sends nothing for an inactive account", async () => {
    const user = await buildUser(t.db, { active: false });
    const res = await post(t, "/api/auth/forgot-password", {
      email: user.email,
    });
    expect(res.json()).toEqual({ code: 202, message: NEUTRAL_FORGOT });
    expect(mailsTo(t, user.email)).toEqual([]);
  });
});
