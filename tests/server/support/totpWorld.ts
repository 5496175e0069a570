/**
 * The second-factor test files' shared set-up: one app whose admins must enrol (and a low sign-in
 * limit), an enrolled nurse, and the reads the tests make of the user's authenticator.
 */
import { eq } from "drizzle-orm";
import { userTotp } from "../../../server/db/schema";
import type { Headers } from "./api";
import { as, get } from "./api";
import { appWorld } from "./appWorld";
import { codeAtStep, enrol } from "./totp";

export const KEY = "a".repeat(64);

/** Registers the file's beforeAll/afterAll; `w.t` is set once beforeAll has run. */
export function totpWorld() {
  const w = appWorld(async () => ({}), {
    SIGNIN_RATE_LIMIT_MAX: "5",
    MFA_REQUIRED_ROLES: "systemadmin,dataadmin",
    TOTP_ENCRYPTION_KEY: KEY,
  });

  /** A nurse (no second factor required) with an authenticator enrolled. */
  async function enrolledNurse() {
    const { user, headers } = await as(w.t, "nurse");
    return { user, headers, ...(await enrol(w.t, headers)) };
  }

  /** The code of the step last accepted for the user (read back, so a step boundary cannot race). */
  async function lastUsedCode(userId: string, secret: string): Promise<string> {
    const [row] = await w.t.db
      .select({ step: userTotp.lastUsedStep })
      .from(userTotp)
      .where(eq(userTotp.userId, userId));
    return codeAtStep(secret, row.step!);
  }

  const status = async (headers: Headers) =>
    (await get(w.t, "/api/auth/totp", headers)).json().data;

  return { w, enrolledNurse, lastUsedCode, status };
}
