/**
 * Sign-in throttling (issue 8, issue 21): failures per account and address with a doubling wait of
 * at most a few minutes, and per account from any address with a larger allowance and the same cap;
 * never slowed by successes, keyed on the normalised email, the same for unknown emails, and shared
 * by every API process on the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";
import { expectError, expectTooMany } from "./support/api";
import { buildUser, TEST_PASSWORD } from "./support/factories";
import {
  endWaits,
  shape,
  SHIPPED_LIMITS,
  signInFrom,
  WRONG_PASSWORD,
} from "./support/throttle";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const SIGN_IN_FAILED = "The email or password is incorrect.";
const FREE = Number(SHIPPED_LIMITS.SIGNIN_RATE_LIMIT_MAX);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(SHIPPED_LIMITS);
});
afterAll(() => t.close());

/** FREE failed attempts for this email from one address. */
async function failFreeAttempts(email: string, address = "127.0.0.1") {
  for (let i = 0; i < FREE; i++) {
    const res = await signInFrom(t.app, email, WRONG_PASSWORD, address);
    expectError(res, 401, SIGN_IN_FAILED);
  }
}

describe("sign-in throttling", () => {
  it("by default lets 5 failures through and not more", () => {
    expect(FREE).toBe(5);
    expect(
      Number(SHIPPED_LIMITS.SIGNIN_ADDRESS_RATE_LIMIT_MAX),
    ).toBeGreaterThanOrEqual(60);
  });

  // Slow (about 5 s): 30 real sign-ins, each an argon2 verification, which is slow by design.
  it("30 successful sign-ins of one account in one minute from one address all succeed", async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 30; i++) {
      const res = await signInFrom(t.app, user.email, TEST_PASSWORD);
      expect(res.statusCode, `sign-in ${i + 1}: ${res.body}`).toBe(200);
    }
  });

  it("refuses the 6th failure in a row from one address, the right password too, then doubles the wait", async () => {
    const user = await buildUser(t.db);
    await failFreeAttempts(user.email, "10.0.0.1");
    const refused = await signInFrom(
      t.app,
      user.email,
      TEST_PASSWORD,
      "10.0.0.1",
    );
    expectTooMany(refused);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(50);

    await endWaits(t);
    expectError(
      await signInFrom(t.app, user.email, WRONG_PASSWORD, "10.0.0.1"),
      401,
      SIGN_IN_FAILED,
    );
    const doubled = await signInFrom(
      t.app,
      user.email,
      TEST_PASSWORD,
      "10.0.0.1",
    );
    expect(doubled.statusCode).toBe(429);
    expect(Number(doubled.headers["retry-after"])).toBeGreaterThan(110);
    expect(Number(doubled.headers["retry-after"])).toBeLessThanOrEqual(120);
    expect(doubled.json()).toEqual({
      code: 429,
      message: "Too many requests. Try again in 2 minutes.",
    });

    // Once the wait is over, the right password signs in and the failures are forgotten.
    await endWaits(t);
    expect(
      (await signInFrom(t.app, user.email, TEST_PASSWORD, "10.0.0.1"))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < FREE - 1; i++)
      expect(
        (await signInFrom(t.app, user.email, WRONG_PASSWORD, "10.0.0.1"))
          .statusCode,
      ).toBe(401);
  });

  it("an address's failures do not slow the account's owner elsewhere (issue 21)", async () => {
    const user = await buildUser(t.db);
    await failFreeAttempts(user.email, "10.0.0.5");
    expectTooMany(
      await signInFrom(t.app, user.email, TEST_PASSWORD, "10.0.0.5"),
    );
    expect(
      (await signInFrom(t.app, user.email, TEST_PASSWORD, "10.0.0.6"))
        .statusCode,
    ).toBe(200);
  });

  it("no wait grows past 5 minutes, however long one address keeps failing", async () => {
    const user = await buildUser(t.db);
    await failFreeAttempts(user.email, "10.0.0.7");
    for (let i = 0; i < 5; i++) {
      await endWaits(t);
      expect(
        (await signInFrom(t.app, user.email, WRONG_PASSWORD, "10.0.0.7"))
          .statusCode,
      ).toBe(401);
    }
    const refused = await signInFrom(
      t.app,
      user.email,
      TEST_PASSWORD,
      "10.0.0.7",
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(290);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(300);
  });

  it("failures from many addresses make the whole account wait, after four times the allowance", async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < FREE * 4; i++)
      expectError(
        await signInFrom(t.app, user.email, WRONG_PASSWORD, `10.8.0.${i}`),
        401,
        SIGN_IN_FAILED,
      );
    expectTooMany(
      await signInFrom(t.app, user.email, TEST_PASSWORD, "10.8.1.1"),
    );
    await endWaits(t);
    expect(
      (await signInFrom(t.app, user.email, TEST_PASSWORD, "10.8.1.1"))
        .statusCode,
    ).toBe(200);
  });

  it("a throttled account gets no fresh allowance from variants of its email", async () => {
    const user = await buildUser(t.db, { email: "victim@example.test" });
    await failFreeAttempts(user.email);
    for (const variant of [
      " victim@example.test",
      "VICTIM@example.test",
      "victim@example.test\u00a0",
      "\u00a0Victim@Example.TEST ",
      "victim@example.test\u200b",
      "ｖｉｃｔｉｍ@example.test",
    ]) {
      const res = await signInFrom(t.app, variant, TEST_PASSWORD);
      expect(res.statusCode, JSON.stringify(variant)).toBe(429);
    }
  });

  it("failures on one account do not slow another, from the same address", async () => {
    const locked = await buildUser(t.db);
    const other = await buildUser(t.db);
    await failFreeAttempts(locked.email);
    expectTooMany(await signInFrom(t.app, locked.email, TEST_PASSWORD));
    expectError(
      await signInFrom(t.app, other.email, WRONG_PASSWORD),
      401,
      SIGN_IN_FAILED,
    );
    expect(
      (await signInFrom(t.app, other.email, TEST_PASSWORD)).statusCode,
    ).toBe(200);
  });

  it("throttles an unknown email exactly like a known one", async () => {
    const known = await buildUser(t.db);
    const unknown = "nobody-here@example.test";
    const answers = async (email: string) => {
      const out = [];
      for (let i = 0; i < FREE + 2; i++)
        out.push(shape(await signInFrom(t.app, email, WRONG_PASSWORD)));
      return out;
    };
    const forKnown = await answers(known.email);
    expect(forKnown.map((a) => a.status)).toEqual([
      ...Array(FREE).fill(401),
      429,
      429,
    ]);
    expect(await answers(unknown)).toEqual(forKnown);
  });
});

describe("two API processes on one database", () => {
  it("share the failure count of an account", async () => {
    const second = await buildApp({
      config: testConfig(SHIPPED_LIMITS),
      database: t.database,
    });
    try {
      await second.ready();
      const user = await buildUser(t.db);
      for (let i = 0; i < FREE; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect(
          (await signInFrom(app, user.email, WRONG_PASSWORD)).statusCode,
        ).toBe(401);
      }
      expectTooMany(await signInFrom(second, user.email, TEST_PASSWORD));
      expectTooMany(await signInFrom(t.app, user.email, TEST_PASSWORD));
    } finally {
      await second.close();
    }
  });
});
