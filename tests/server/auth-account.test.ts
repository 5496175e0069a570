/** The signed-in account: forced reset, password change, profile; and the contact form. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../server/db/schema";
import { as, del, expectError, get, post } from "./support/api";
import { buildUser, signIn, TEST_PASSWORD } from "./support/factories";
import { onlyMailTo } from "./support/mail";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: "help@portal.example.org" });
});
afterAll(() => t.close());

const SIGN_IN_FAILED = "The email or password is incorrect.";
const RESET_REQUIRED = "You must set a new password before continuing.";
const NEW_PASSWORD = "A-Brand-New-Passphrase-7";
const headersOf = (s: { authorization: string; "x-user-id": string }) => ({
  authorization: s.authorization,
  "x-user-id": s["x-user-id"],
});

describe("a user who must reset the password", () => {
  it("is refused everywhere except the current user, password change and sign-out", async () => {
    const { user, headers } = await as(t, "dataadmin", {
      requirePasswordReset: true,
    });
    expectError(
      await post(t, "/api/users/search", {}, headers),
      403,
      RESET_REQUIRED,
    );
    expectError(
      await post(
        t,
        "/api/auth/profile",
        { firstName: "A", lastName: "B" },
        headers,
      ),
      403,
      RESET_REQUIRED,
    );
    expectError(
      await get(t, `/api/users/${user.id}/profile`, headers),
      403,
      RESET_REQUIRED,
    );
    expect(
      (await get(t, "/api/auth/user", headers)).json().data
        .requirePasswordReset,
    ).toBe(true);

    const changed = await post(
      t,
      "/api/auth/password",
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      code: 200,
      message: "Your password has been changed.",
      data: { requirePasswordReset: false },
    });
    expect((await post(t, "/api/users/search", {}, headers)).statusCode).toBe(
      200,
    );
    expect((await del(t, "/api/auth/sessions", headers)).statusCode).toBe(200);
  });

  it("may sign out before resetting", async () => {
    const { headers } = await as(t, "nurse", { requirePasswordReset: true });
    expect((await del(t, "/api/auth/sessions", headers)).json()).toEqual({
      code: 200,
      message: "Signed out.",
    });
  });
});

describe("change password", () => {
  it("refuses a wrong current password with a field error and keeps the old one", async () => {
    const user = await buildUser(t.db);
    const headers = headersOf(await signIn(t.app, user));
    const res = await post(
      t,
      "/api/auth/password",
      { currentPassword: "Not-The-Password-1", newPassword: NEW_PASSWORD },
      headers,
    );
    const message = "The current password is incorrect.";
    expectError(res, 422, message, [{ field: "currentPassword", message }]);
    await expect(signIn(t.app, user)).resolves.toMatchObject({
      "x-user-id": user.id,
    });
  });

  it("sets the new password and ends the other sessions, keeping this one", async () => {
    const user = await buildUser(t.db);
    const current = headersOf(await signIn(t.app, user));
    const other = headersOf(await signIn(t.app, user));
    const res = await post(
      t,
      "/api/auth/password",
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      current,
    );
    expect(res.statusCode).toBe(200);
    expect((await get(t, "/api/auth/user", current)).statusCode).toBe(200);
    expectError(await get(t, "/api/auth/user", other), 401);
    expectError(
      await post(t, "/api/auth/sessions", {
        email: user.email,
        password: TEST_PASSWORD,
      }),
      401,
      SIGN_IN_FAILED,
    );
    expect(
      (
        await post(t, "/api/auth/sessions", {
          email: user.email,
          password: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("validates the new password", async () => {
    const { headers } = await as(t, "customer");
    const res = await post(
      t,
      "/api/auth/password",
      { currentPassword: TEST_PASSWORD, newPassword: "short" },
      headers,
    );
    expectError(res, 422, "newPassword: Use at least 12 characters.", [
      { field: "newPassword", message: "Use at least 12 characters." },
    ]);
    expectError(
      await post(t, "/api/auth/password", {
        currentPassword: "x",
        newPassword: NEW_PASSWORD,
      }),
      401,
    );
  });
});

describe("profile and contact", () => {
  it("POST /auth/profile changes only the names", async () => {
    const { user, headers } = await as(t, "customer");
    const res = await post(
      t,
      "/api/auth/profile",
      {
        firstName: " Pat ",
        lastName: "Lee",
        roles: [{ roleCode: "systemadmin" }],
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: "Your profile has been updated.",
      data: {
        userId: user.id,
        firstName: "Pat",
        lastName: "Lee",
        roles: [{ roleCode: "customer" }],
      },
    });
    expectError(
      await post(
        t,
        "/api/auth/profile",
        { firstName: "", lastName: "Lee" },
        headers,
      ),
      422,
      "firstName: This field is required.",
      [{ field: "firstName", message: "This field is required." }],
    );
    expectError(
      await post(t, "/api/auth/profile", { firstName: "A", lastName: "B" }),
      401,
    );
  });

  it("the contact form answers 202, stores the message and mails SUPPORT_EMAIL", async () => {
    const message = {
      name: "Casey",
      email: "casey@example.test",
      subject: "Billing",
      message: "Where is my invoice?",
    };
    const res = await post(t, "/api/auth/contact", message);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      code: 202,
      message: "Thank you. We will get back to you soon.",
    });
    const mail = onlyMailTo(t, "help@portal.example.org");
    expect(mail.subject).toBe("Contact form: Billing");
    expect(mail.body).toBe(
      "From: Casey <casey@example.test>\n\nWhere is my invoice?\n",
    );
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "casey@example.test"));
    expect(stored).toHaveLength(1);
    expectError(
      await post(t, "/api/auth/contact", { ...message, email: "nope" }),
      422,
      "email: Enter a valid email address.",
      [{ field: "email", message: "Enter a valid email address." }],
    );
  });
});
