/** Helpers for the limiter tests: the shipped limits, sign-in attempts from a given address. */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { testConfig } from "../../../server/config";
import { throttles } from "../../../server/db/schema";
import type { Res } from "./api";
import type { TestApp } from "./testApp";

const defaults = testConfig();

/** The limits as shipped (buildTestApp loosens them for the other test files). */
export const SHIPPED_LIMITS = {
  SIGNIN_RATE_LIMIT_MAX: String(defaults.SIGNIN_RATE_LIMIT_MAX),
  SIGNIN_DELAY_SECONDS: String(defaults.SIGNIN_DELAY_SECONDS),
  SIGNIN_ADDRESS_RATE_LIMIT_MAX: String(defaults.SIGNIN_ADDRESS_RATE_LIMIT_MAX),
  MAIL_PER_ADDRESS_MAX: String(defaults.MAIL_PER_ADDRESS_MAX),
  RATE_LIMIT_MAX: String(defaults.RATE_LIMIT_MAX),
};

export const WRONG_PASSWORD = "Wrong-Password-123";

export const signInFrom = (
  app: FastifyInstance,
  email: string,
  password: string,
  address = "127.0.0.1",
): Promise<Res> =>
  app.inject({
    method: "POST",
    url: "/api/auth/sessions",
    remoteAddress: address,
    payload: { email, password },
  });

/** The answer without what legitimately differs between two 429s: the seconds left. */
export const shape = (res: Res) => ({
  status: res.statusCode,
  body: res.body.replace(/\d+ (second|minute)s?/, "N"),
  retryAfter: res.headers["retry-after"] !== undefined,
});

/** Ends every current wait, as if the time had passed. */
export async function endWaits(t: TestApp): Promise<void> {
  await t.db
    .update(throttles)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(sql`${throttles.blockedUntil} is not null`);
}
