/**
 * One link used, or the password changed, voids every other reset and setup link of the account
 * (issue 8): an older link must not set the password again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, headersFor, post } from "./support/api";
import { buildUser, TEST_PASSWORD } from "./support/factories";
import { linkIn, mailsTo, PUBLIC_URL } from "./support/mail";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const INVALID_LINK = "This link is invalid or has expired. Ask for a new one.";
const INVALID_TOKEN = [{ field: "token", message: INVALID_LINK }];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

/** Asks for two reset links; the tokens, oldest first. */
async function twoResetLinks(email: string): Promise<string[]> {
  for (let i = 0; i < 2; i++)
    expect(
      (await post(t, "/api/auth/forgot-password", { email })).statusCode,
    ).toBe(202);
  const mails = mailsTo(t, email);
  expect(mails).toHaveLength(2);
  return mails.map((m) => linkIn(m, "/reset-auth").token);
}

const reset = (token: string, password: string) =>
  post(t, "/api/auth/reset-password", { token, password });

describe("outstanding links", () => {
  it("an older reset link fails after a newer one was used", async () => {
    const user = await buildUser(t.db);
    const [older, newer] = await twoResetLinks(user.email);
    expect((await reset(newer, "Newer-Passphrase-1")).statusCode).toBe(200);
    expectError(
      await reset(older, "Older-Passphrase-1"),
      422,
      INVALID_LINK,
      INVALID_TOKEN,
    );
  });

  it("a newer reset link fails after an older one was used", async () => {
    const user = await buildUser(t.db);
    const [older, newer] = await twoResetLinks(user.email);
    expect((await reset(older, "Older-Passphrase-1")).statusCode).toBe(200);
    expectError(
      await reset(newer, "Newer-Passphrase-1"),
      422,
      INVALID_LINK,
      INVALID_TOKEN,
    );
  });

  it("every reset link fails after the password was changed", async () => {
    const user = await buildUser(t.db);
    const tokens = await twoResetLinks(user.email);
    const changed = await post(
      t,
      "/api/auth/password",
      { currentPassword: TEST_PASSWORD, newPassword: "Changed-Passphrase-1" },
      await headersFor(t.app, user),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    for (const token of tokens)
      expectError(
        await reset(token, "Attacker-Passphrase-1"),
        422,
        INVALID_LINK,
        INVALID_TOKEN,
      );
  });
});
