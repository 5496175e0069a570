/** Invited users and the first-time setup of the first systemadmin. */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { as, expectError, get, post } from "./support/api";
import { linkIn, onlyMailTo, outboxRows, PUBLIC_URL } from "./support/mail";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const INVALID_LINK = "This link is invalid or has expired. Ask for a new one.";
const INVALID_TOKEN = [{ field: "token", message: INVALID_LINK }];
const PASSWORD = "Fresh-Passphrase-2026";
// A forged Host header must never end up in a link.
const evilHost = {
  host: "evil.example.com",
  "x-forwarded-host": "evil.example.com",
};

describe("invited users", () => {
  it("POST /users mails a setup link; /auth/setup with it signs the user in", async () => {
    const { headers } = await as(t, "systemadmin");
    const email = "invitee@example.test";
    const created = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...headers, ...evilHost },
      payload: {
        email,
        firstName: "Ivy",
        lastName: "Invitee",
        roles: [{ roleCode: "nurse" }],
        requirePasswordReset: false,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      requirePasswordReset: true,
      emailVerified: false,
    });
    const mail = onlyMailTo(t, email);
    expect(mail.subject).toBe("You have been invited to the NEMT Portal");
    const { token } = linkIn(mail, "/setup-auth");
    expect((await outboxRows(t, email))[0].body).not.toContain(token);
    expectError(
      await post(t, "/api/auth/sessions", { email, password: PASSWORD }),
      401,
      "The email or password is incorrect.",
    );

    const res = await post(t, "/api/auth/setup", { token, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 200,
      message: "Your password is set.",
      data: {
        user: {
          email,
          requirePasswordReset: false,
          emailVerified: true,
          roles: [{ roleCode: "nurse" }],
        },
      },
    });
    const session = {
      authorization: `Bearer ${body.data.token}`,
      "x-user-id": body.data.user.userId,
    };
    expect((await get(t, "/api/auth/user", session)).json().data.email).toBe(
      email,
    );
    expectError(
      await post(t, "/api/auth/setup", { token, password: PASSWORD }),
      422,
      INVALID_LINK,
      INVALID_TOKEN,
    );
    expect(
      (await post(t, "/api/auth/sessions", { email, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

describe("first-time setup", () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await buildTestApp();
  });
  afterAll(() => empty.close());

  it("creates the first systemadmin once, then answers 409", async () => {
    const status = () =>
      empty.app.inject({ method: "GET", url: "/api/auth/setup-status" });
    expect((await status()).json()).toEqual({
      code: 200,
      message: "OK",
      data: { firstAdminNeeded: true },
    });

    const missing = await empty.app.inject({
      method: "POST",
      url: "/api/auth/setup",
      payload: { password: PASSWORD },
    });
    expectError(
      missing,
      422,
      "Email, first name and last name are required.",
      ["email", "firstName", "lastName"].map((field) => ({
        field,
        message: "This field is required.",
      })),
    );

    const first = {
      email: "Root@Example.test",
      firstName: "Root",
      lastName: "Admin",
      password: PASSWORD,
    };
    const res = await empty.app.inject({
      method: "POST",
      url: "/api/auth/setup",
      payload: first,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 200,
      message: "The first administrator is set up.",
      data: {
        user: {
          email: "root@example.test",
          roles: [{ roleCode: "systemadmin" }],
          emailVerified: true,
        },
      },
    });
    const headers = {
      authorization: `Bearer ${body.data.token}`,
      "x-user-id": body.data.user.userId,
    };
    const search = await empty.app.inject({
      method: "POST",
      url: "/api/emails/search",
      headers,
      payload: {},
    });
    expect(search.statusCode).toBe(200);
    expect((await status()).json().data).toEqual({ firstAdminNeeded: false });

    const second = await empty.app.inject({
      method: "POST",
      url: "/api/auth/setup",
      payload: { ...first, email: "second@example.test" },
    });
    expectError(second, 409, "Setup is already complete. Sign in instead.");
    const [{ n }] = await empty.db.select({ n: count() }).from(users);
    expect(Number(n)).toBe(1);
  });
});
