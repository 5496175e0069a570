/**
 * Second-factor helpers for the API tests: enrol a user through the API, compute codes from the
 * secret the enrolment answered (with otpauth itself), and sign in through both steps.
 */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { userTotp } from "../../../server/db/schema";
import { unlockAccount } from "../../../server/limits/credentials";
import type { Headers, Res } from "./api";
import { post } from "./api";
import { TEST_PASSWORD } from "./factories";
import type { TestApp } from "./testApp";

/** The code of the step `steps` away from now (the server accepts -1, 0 and +1). */
export const codeFor = (secret: string, steps = 0): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });

/** The code of one 30-second step (a counter value). */
export const codeAtStep = (secret: string, step: number): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: step * 30_000,
  });

/** A six-digit code that is none of the three the server would accept now. */
export function wrongCodeFor(secret: string): string {
  const valid = new Set([-1, 0, 1].map((s) => codeFor(secret, s)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Enrols and confirms an authenticator for the session's user (its step now is used), with the
 * password enrolment asks for (the factories' users all have TEST_PASSWORD).
 */
export async function enrol(t: TestApp, headers: Headers): Promise<Enrolled> {
  const started = await post(
    t,
    "/api/auth/totp/enrolment",
    { password: TEST_PASSWORD },
    headers,
  );
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json().data as { secret: string };
  const confirmed = await post(
    t,
    "/api/auth/totp/confirmation",
    { code: codeFor(secret) },
    headers,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes };
}

/** Lets the user's next code be any within the window again (as if time had passed). */
export const forgetLastStep = (t: TestApp, userId: string) =>
  t.db
    .update(userTotp)
    .set({ lastUsedStep: null })
    .where(eq(userTotp.userId, userId));

/** Forgets the account's counted sign-in attempts from every address, as an administrator can. */
export const forgetAttempts = (t: TestApp, email: string) =>
  unlockAccount(t.db, email);

/** The password step: the mfaToken it answered (failing the test if it answered anything else). */
export async function passwordStep(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await post(t, "/api/auth/sessions", { email, password });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.data).toEqual({
    mfaRequired: true,
    mfaToken: expect.any(String),
  });
  return body.data.mfaToken as string;
}

export const secondStep = (
  t: TestApp,
  mfaToken: string,
  proof: { code: string } | { recoveryCode: string },
): Promise<Res> => post(t, "/api/auth/sessions/totp", { mfaToken, ...proof });
