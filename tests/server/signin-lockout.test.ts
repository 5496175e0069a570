/**
 * Locking a second-factor account out by its email alone (issue 21): wrong passwords from one
 * address, or from many, must not keep the owner (right password, then a valid code) out for more
 * than a few minutes at a time; the code step is bounded by its token's tries, never by the password
 * throttle; and an administrator can lift a wait at once (recorded).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Res } from "./support/api";
import { as, expectError, post } from "./support/api";
import { buildUser, TEST_PASSWORD } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { activityRow } from "./support/activities";
import { buildTestApp } from "./support/testApp";
import {
  endWaits,
  SHIPPED_LIMITS,
  signInFrom,
  WRONG_PASSWORD,
} from "./support/throttle";
import { codeFor, enrol, forgetLastStep } from "./support/totp";

const SIGN_IN_FAILED = "The email or password is incorrect.";
const FREE = Number(SHIPPED_LIMITS.SIGNIN_RATE_LIMIT_MAX);
/** "A few minutes": no wait an attacker causes may be longer. */
const MAX_WAIT_SECONDS = 300;
const ATTACKER = "10.66.0.1";
const OWNER = "10.1.1.1";
const SLOW = { timeout: 120_000 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(SHIPPED_LIMITS);
});
afterAll(() => t.close());

/** A nurse with an authenticator, and their secret. */
async function totpOwner() {
  const { user, headers } = await as(t, "nurse");
  const { secret } = await enrol(t, headers);
  await forgetLastStep(t, user.id);
  return { user, secret };
}

const codeStepFrom = (mfaToken: string, code: string, address: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sessions/totp",
    remoteAddress: address,
    payload: { mfaToken, code },
  });

/** The password step from an address: its mfaToken (failing the test if it answered otherwise). */
async function passwordStepFrom(email: string, address: string) {
  const res = await signInFrom(t.app, email, TEST_PASSWORD, address);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.mfaRequired).toBe(true);
  return res.json().data.mfaToken as string;
}

function expectShortWait(res: Res) {
  expect(res.statusCode, res.body).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(
    MAX_WAIT_SECONDS,
  );
}

/**
 * The reported attack: eight wrong passwords from one address, the attacker waiting out each delay
 * (about 7.5 minutes in all).
 */
async function eightWrongPasswords(email: string, address = ATTACKER) {
  for (let i = 0; i < 8; i++) {
    if (i >= FREE) {
      expectShortWait(await signInFrom(t.app, email, WRONG_PASSWORD, address));
      await endWaits(t);
    }
    expectError(
      await signInFrom(t.app, email, WRONG_PASSWORD, address),
      401,
      SIGN_IN_FAILED,
    );
  }
}

// Slow: every attempt is an argon2 verification (slow by design), dozens per test.
describe("wrong passwords against a second-factor account", SLOW, () => {
  it("from one address do not keep the owner out: another address gets in at once", async () => {
    const { user, secret } = await totpOwner();
    await eightWrongPasswords(user.email);
    const mfaToken = await passwordStepFrom(user.email, OWNER);
    const res = await codeStepFrom(mfaToken, codeFor(secret, 1), OWNER);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.token).toEqual(expect.any(String));
  });

  it("the owner behind the attacker's address waits a few minutes at most, and then gets in", async () => {
    const { user, secret } = await totpOwner();
    await eightWrongPasswords(user.email);
    expectShortWait(
      await signInFrom(t.app, user.email, TEST_PASSWORD, ATTACKER),
    );
    await endWaits(t);
    const mfaToken = await passwordStepFrom(user.email, ATTACKER);
    const res = await codeStepFrom(mfaToken, codeFor(secret, 1), ATTACKER);
    expect(res.statusCode, res.body).toBe(200);
    // The success forgot the failures: the next wrong password is a plain 401.
    expectError(
      await signInFrom(t.app, user.email, WRONG_PASSWORD, ATTACKER),
      401,
      SIGN_IN_FAILED,
    );
  });

  it("from rotating addresses, each wait is a few minutes at most, and a right password with a valid code always gets in", async () => {
    const { user, secret } = await totpOwner();
    const mfaToken = await passwordStepFrom(user.email, OWNER);
    let refused = 0;
    // Past the account's allowance (four times an address's), a few times over.
    for (let i = 0; i < FREE * 4 + 4; i++) {
      const res = await signInFrom(
        t.app,
        user.email,
        WRONG_PASSWORD,
        `10.77.${i >> 8}.${i & 255}`,
      );
      if (res.statusCode === 429) {
        expectShortWait(res);
        refused++;
        await endWaits(t);
      } else expectError(res, 401, SIGN_IN_FAILED);
    }
    // The account as a whole did slow the rotating attacker down...
    expect(refused).toBeGreaterThan(0);
    // ...but the code step of a right password is not refused for it.
    const res = await codeStepFrom(mfaToken, codeFor(secret, 1), OWNER);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("wrong codes still count: a password holder guessing codes is slowed down", async () => {
    const { user, secret } = await totpOwner();
    const mfaToken = await passwordStepFrom(user.email, ATTACKER);
    const wrong = codeFor(secret, 5);
    for (let i = 0; i < FREE; i++)
      expect((await codeStepFrom(mfaToken, wrong, ATTACKER)).statusCode).toBe(
        401,
      );
    expectShortWait(
      await signInFrom(t.app, user.email, TEST_PASSWORD, ATTACKER),
    );
  });
});

describe(
  "an administrator lifts the wait (POST /users/:id/unlock-sign-in)",
  SLOW,
  () => {
    it("lets the owner in at once from the attacker's address, and records who did it", async () => {
      const { user, secret } = await totpOwner();
      await eightWrongPasswords(user.email);
      const admin = await as(t, "dataadmin");
      const res = await post(
        t,
        `/api/users/${user.id}/unlock-sign-in`,
        {},
        admin.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        code: 200,
        message: "Sign-in is unlocked.",
      });
      const mfaToken = await passwordStepFrom(user.email, ATTACKER);
      expect(
        (await codeStepFrom(mfaToken, codeFor(secret, 1), ATTACKER)).statusCode,
      ).toBe(200);
      const row = await activityRow(t.db, user.id, "unlock-sign-in");
      expect(row).toMatchObject({
        modelType: "user",
        actorUserId: admin.user.id,
      });
    });

    it("is refused to a role that does not manage users, and for a system administrator to a data administrator", async () => {
      const target = await buildUser(t.db, { role: "nurse" });
      const nurse = await as(t, "nurse");
      const refused = await post(
        t,
        `/api/users/${target.id}/unlock-sign-in`,
        {},
        nurse.headers,
      );
      expect(refused.statusCode, refused.body).toBe(403);
      const sysadmin = await buildUser(t.db, { role: "systemadmin" });
      const dataadmin = await as(t, "dataadmin");
      expectError(
        await post(
          t,
          `/api/users/${sysadmin.id}/unlock-sign-in`,
          {},
          dataadmin.headers,
        ),
        403,
        "Only a system administrator can manage system administrators.",
      );
      expectError(
        await post(
          t,
          "/api/users/00000000-0000-4000-8000-000000000000/unlock-sign-in",
          {},
          dataadmin.headers,
        ),
        404,
        "User not found.",
      );
    });
  },
);
