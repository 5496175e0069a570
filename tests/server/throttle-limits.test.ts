/**
 * The limits around sign-in (issue 8): the credential routes' own limits add to the general one, the
 * general one is per account when signed in and per address when not, and account emails are limited
 * per normalised address.
 *
 * Slow (several seconds) because spending a limit takes as many requests as the limit allows, and
 * some of them are real sign-ins that hash a password with argon2.
 */
import { afterEach, describe, expect, it } from "vitest";
import { expectTooMany, headersFor } from "./support/api";
import { buildUser, TEST_PASSWORD } from "./support/factories";
import { mailsTo } from "./support/mail";
import { SHIPPED_LIMITS, signInFrom, WRONG_PASSWORD } from "./support/throttle";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const VARIANTS = (local: string) => [
  `${local}@example.test`,
  ` ${local}@example.test`,
  `${local.toUpperCase()}@EXAMPLE.test`,
  `${local}@example.test\u00a0`,
  `\u00a0${local}@example.test `,
];

describe("the credential routes' limits add to the general one", () => {
  it("with the general allowance spent, a spray of new emails from one address meets 429", async () => {
    t = await buildTestApp({ ...SHIPPED_LIMITS, RATE_LIMIT_MAX: "5" });
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push(
        (await signInFrom(t.app, `spray-${i}@example.test`, WRONG_PASSWORD))
          .statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("past the per-address ceiling, sign-ins with new emails meet 429 while another address goes on", async () => {
    t = await buildTestApp({
      ...SHIPPED_LIMITS,
      SIGNIN_ADDRESS_RATE_LIMIT_MAX: "6",
      RATE_LIMIT_MAX: "1000",
    });
    for (let i = 0; i < 6; i++)
      expect(
        (await signInFrom(t.app, `a-${i}@example.test`, WRONG_PASSWORD))
          .statusCode,
      ).toBe(401);
    expectTooMany(
      await signInFrom(t.app, "a-new@example.test", WRONG_PASSWORD),
    );
    expect(
      (
        await signInFrom(
          t.app,
          "a-new@example.test",
          WRONG_PASSWORD,
          "10.1.1.1",
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe("the public checkout", () => {
  it("shares the per-address ceiling: guessing links from one address meets 429", async () => {
    t = await buildTestApp({
      ...SHIPPED_LIMITS,
      SIGNIN_ADDRESS_RATE_LIMIT_MAX: "4",
      RATE_LIMIT_MAX: "1000",
    });
    const app = t.app;
    const guess = (i: number, remoteAddress?: string) =>
      app.inject({
        method: "GET",
        url: `/api/checkout/guess-${i}-${"x".repeat(40)}`,
        remoteAddress,
      });
    for (let i = 0; i < 4; i++) expect((await guess(i)).statusCode).toBe(404);
    expectTooMany(await guess(4));
    expect((await guess(5, "10.3.3.3")).statusCode).toBe(404);
  });
});

describe("the general limit", () => {
  it("is per signed-in account, and per address only for anonymous calls", async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: "3" });
    const app = t.app;
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const asA = await headersFor(app, a);
    const asB = await headersFor(app, b);
    const me = (headers?: Record<string, string>) =>
      app.inject({ method: "GET", url: "/api/auth/user", headers });
    for (let i = 0; i < 3; i++) expect((await me(asA)).statusCode).toBe(200);
    expectTooMany(await me(asA));
    // Same address, another nurse of the ward: her own allowance.
    for (let i = 0; i < 3; i++) expect((await me(asB)).statusCode).toBe(200);
    // Anonymous calls from that address have theirs too.
    for (let i = 0; i < 3; i++) expect((await me()).statusCode).toBe(401);
    expectTooMany(await me());
    expect(
      (await signInFrom(app, b.email, TEST_PASSWORD, "10.2.2.2")).statusCode,
    ).toBe(200);
  });
});

describe("account emails per normalised address", () => {
  it("forgot-password with variants of one address sends at most the limit", async () => {
    t = await buildTestApp(SHIPPED_LIMITS);
    const user = await buildUser(t.db, { email: "mailbox@example.test" });
    for (let round = 0; round < 3; round++) {
      for (const email of VARIANTS("mailbox")) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email },
        });
        expect(res.statusCode).toBe(202);
      }
    }
    await t.app.background.idle();
    expect(mailsTo(t, user.email)).toHaveLength(
      Number(SHIPPED_LIMITS.MAIL_PER_ADDRESS_MAX),
    );
  });

  it("sign-up with variants of a registered address tells its owner at most the limit", async () => {
    t = await buildTestApp(SHIPPED_LIMITS);
    const user = await buildUser(t.db, { email: "owner@example.test" });
    for (let round = 0; round < 3; round++) {
      for (const email of VARIANTS("owner")) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-up",
          payload: {
            email,
            password: "Fresh-Passphrase-2026",
            firstName: "X",
            lastName: "Y",
          },
        });
        expect(res.statusCode).toBe(202);
      }
    }
    await t.app.background.idle();
    expect(mailsTo(t, user.email)).toHaveLength(
      Number(SHIPPED_LIMITS.MAIL_PER_ADDRESS_MAX),
    );
  });
});
