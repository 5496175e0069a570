/**
 * The second step of a sign-in (issue 11): the mfaToken POST /auth/sessions answered, with a code
 * from the authenticator or one of the recovery codes, becomes a session. A wrong code is a 401 and
 * the token stays good until its tries are spent or it expires. A wrong code counts against the
 * account's sign-in throttle (which the password step did not clear), so the next password step of a
 * code guesser waits; but the throttle never refuses this step: a right password followed by a
 * valid code always signs in, or an attacker's failures would lock the owner out (issue 21).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  secondFactorSignInSchema,
  TOTP_MESSAGES,
} from "../../../domain/schemas/auth";
import {
  admitMfaTry,
  findMfaChallenge,
  spendMfaChallenge,
} from "../../auth/mfaChallenge";
import { MFA_CODE_INVALID } from "../../auth/identityProof";
import { acceptTotpCode, findTotp, spendRecoveryCode } from "../../auth/totp";
import { errorResponses } from "../../crud/schemas";
import { AppError, unauthorized, unprocessable } from "../../errors";
import {
  addressLimit,
  countFailedCode,
  forgetAccountFailures,
} from "../../limits/credentials";
import { PUBLIC } from "../../plugins/routeAccess";
import { sessionAnswer, signedIn } from "./shared";

export { MFA_CODE_INVALID };
export const RECOVERY_CODE_INVALID = "The recovery code is not valid.";
export const MFA_SIGN_IN_EXPIRED =
  "This sign-in has expired. Enter your email and password again.";

/** The token is unknown, used, expired or out of tries: the client starts again from the password. */
const expired = () =>
  new AppError(401, MFA_SIGN_IN_EXPIRED, [
    { field: "mfaToken", message: MFA_SIGN_IN_EXPIRED },
  ]);

export function secondFactorRoute(base: FastifyInstance) {
  base.withTypeProvider<ZodTypeProvider>().post(
    "/auth/sessions/totp",
    {
      config: { access: PUBLIC },
      preHandler: addressLimit(base),
      schema: {
        body: secondFactorSignInSchema,
        response: { 200: sessionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { mfaToken, code, recoveryCode } = request.body;
      if (!code && !recoveryCode)
        throw unprocessable(TOTP_MESSAGES.code, [
          { field: "code", message: TOTP_MESSAGES.code },
        ]);
      const challenge = await findMfaChallenge(base, mfaToken);
      if (!challenge || !challenge.user.active) throw expired();
      const { user } = challenge;
      if (!(await admitMfaTry(base, challenge))) {
        await spendMfaChallenge(base, challenge);
        throw expired();
      }
      const totp = await findTotp(base.db, user.id);
      const accepted =
        !!totp?.confirmedAt &&
        (code
          ? await acceptTotpCode(base.db, base.config.totpKey, totp, code)
          : await spendRecoveryCode(base.db, user.id, recoveryCode!));
      if (!accepted) {
        await countFailedCode(base, user.email, request.ip);
        throw unauthorized(code ? MFA_CODE_INVALID : RECOVERY_CODE_INVALID);
      }
      // Single use: of two requests with right codes, one signs in.
      if (!(await spendMfaChallenge(base, challenge))) throw expired();
      await forgetAccountFailures(base, user.email, request.ip);
      return {
        code: 200,
        message: "Signed in.",
        data: await signedIn(base, user.id, request),
      };
    },
  );
}
