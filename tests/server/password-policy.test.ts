/**
 * The password policy (issue 11, ASVS V6.2): at least 12 characters, at most 128, and not guessable
 * by zxcvbn-ts's common and English dictionaries or from the account's own names; the demo password
 * signs the demo accounts in but nobody may choose it. Checked on every call that sets a password,
 * before a link's token is spent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assessPassword,
  DEMO_PASSWORD,
  PASSWORD_STRENGTH_MESSAGES,
} from "../../domain/passwordStrength";
import { expectError, post } from "./support/api";
import { buildUser, signIn, TEST_PASSWORD } from "./support/factories";
import { linkIn, onlyMailTo, PUBLIC_URL } from "./support/mail";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const COMMON = "This is similar to a commonly used password.";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

describe("the estimate", () => {
  it.each([
    ["password1234", false],
    ["qwertyuiop12", false],
    [DEMO_PASSWORD, false],
    ["Correct-Horse-Battery-9", true],
    ["violet anchor drizzle", true],
  ])("%s: acceptable %s", (password, ok) => {
    expect(assessPassword(password).ok).toBe(ok);
  });

  it("refuses a password made of the account's own name", () => {
    const inputs = ["rosalind.quimby@example.org", "Rosalind", "Quimby"];
    expect(assessPassword("RosalindQuimby", []).ok).toBe(true);
    expect(assessPassword("RosalindQuimby", inputs).ok).toBe(false);
  });
});

describe("every call that sets a password", () => {
  it("sign-up: 422 on the field with the reason, nothing sent", async () => {
    const email = "weak-signup@example.test";
    const res = await post(t, "/api/auth/sign-up", {
      email,
      firstName: "Wendy",
      lastName: "Weak",
      password: "password1234",
      confirmPassword: "password1234",
    });
    expectError(res, 422, `password: ${COMMON}`, [
      { field: "password", message: COMMON },
    ]);
    await t.app.background.idle();
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(0);
  });

  it("change: the demo password is refused, the old one still signs in", async () => {
    const user = await buildUser(t.db);
    const { token: _token, ...headers } = await signIn(t.app, user);
    const res = await post(
      t,
      "/api/auth/password",
      {
        currentPassword: TEST_PASSWORD,
        newPassword: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
      headers,
    );
    expectError(res, 422, `newPassword: ${PASSWORD_STRENGTH_MESSAGES.demo}`, [
      { field: "newPassword", message: PASSWORD_STRENGTH_MESSAGES.demo },
    ]);
    expect((await signIn(t.app, user)).token).toBeTruthy();
  });

  it("reset: a weak password does not spend the link, a strong one then works", async () => {
    const user = await buildUser(t.db);
    await post(t, "/api/auth/forgot-password", { email: user.email });
    await t.app.background.idle();
    const { token } = linkIn(onlyMailTo(t, user.email), "/reset-auth");
    const weak = await post(t, "/api/auth/reset-password", {
      token,
      password: "qwertyuiop12",
      confirmPassword: "qwertyuiop12",
    });
    expect(weak.statusCode).toBe(422);
    const strong = await post(t, "/api/auth/reset-password", {
      token,
      password: "Violet-Anchor-Drizzle-7",
      confirmPassword: "Violet-Anchor-Drizzle-7",
    });
    expect(strong.statusCode, strong.body).toBe(200);
  });
});
