/**
 * The signed-in user's second factor (issue 11, ASVS V6.5): its status, enrolling an authenticator
 * (a new secret, its otpauth:// URI and QR code), confirming it with a first code (which answers the
 * recovery codes, once), replacing the recovery codes and turning it off. The last two need the
 * password or a current code, counted by the account's sign-in throttle.
 */
import { eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TotpProof } from "../../../domain/schemas/auth";
import {
  recoveryCodesSchema,
  TOTP_MESSAGES,
  totpConfirmSchema,
  totpEnrolmentSchema,
  totpProofSchema,
  totpStatusSchema,
} from "../../../domain/schemas/auth";
import type { AuthUser } from "../../auth/authUser";
import { revokeSessions } from "../../auth/flows";
import { verifyPassword } from "../../auth/secrets";
import {
  acceptTotpCode,
  findTotp,
  mfaRequiredFor,
  newTotpSecret,
  otpauthUri,
  recoveryCodesLeft,
  removeTotp,
  replaceRecoveryCodes,
} from "../../auth/totp";
import { sealSecret } from "../../auth/totpSecret";
import { errorResponses, messageSchema } from "../../crud/schemas";
import type { Db } from "../../db/client";
import { users, userTotp } from "../../db/schema";
import { conflict, unprocessable } from "../../errors";
import { addressLimit, admitAccountAttempt } from "../../limits/credentials";
import { currentUser } from "../../plugins/auth";
import { MFA_CODE_INVALID } from "./secondFactor";

export const TOTP_ALREADY_ON =
  "Two-factor authentication is already on. Turn it off before setting it up again.";
export const TOTP_NOT_STARTED =
  "Start setting up two-factor authentication first.";
export const TOTP_NOT_ON = "Two-factor authentication is not on.";
const PASSWORD_INCORRECT = "The password is incorrect.";

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data });
const codeRefused = () =>
  unprocessable(MFA_CODE_INVALID, [
    { field: "code", message: MFA_CODE_INVALID },
  ]);

/** The password or a current code, or a 422 on the field that was wrong. */
async function proveIdentity(
  base: FastifyInstance,
  reply: FastifyReply,
  me: AuthUser,
  { password, code }: TotpProof,
): Promise<void> {
  if (!password && !code)
    throw unprocessable(TOTP_MESSAGES.proof, [
      { field: "password", message: TOTP_MESSAGES.proof },
    ]);
  // A stolen session must not become a way to guess the password or a code.
  const attempt = await admitAccountAttempt(base, reply, me.email);
  if (code) {
    const row = await findTotp(base.db, me.userId);
    const ok =
      !!row?.confirmedAt &&
      (await acceptTotpCode(base.db, base.config.totpKey, row, code));
    if (!ok) throw codeRefused();
  } else {
    const [u] = await base.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, me.userId));
    if (!(await verifyPassword(u?.passwordHash, password!)))
      throw unprocessable(PASSWORD_INCORRECT, [
        { field: "password", message: PASSWORD_INCORRECT },
      ]);
  }
  await attempt.succeeded();
}

/** An SVG QR code as a data URL: an <img> shows it, and the CSP's img-src admits data:. */
async function qrCodeDataUrl(text: string): Promise<string> {
  // Loaded with the first enrolment, not at start (issue 13, B5: every import delays the first page).
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

export function totpRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Open to a user who must enrol before anything else (MFA_REQUIRED_ROLES).
  const enrolling = { allowMfaEnrolment: true };

  app.get(
    "/auth/totp",
    {
      preParsing: base.authorize(enrolling),
      schema: {
        response: { 200: envelope(totpStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const row = await findTotp(base.db, me.userId);
      return {
        code: 200,
        message: "OK",
        data: {
          enabled: !!row?.confirmedAt,
          pending: !!row && !row.confirmedAt,
          confirmedAt: row?.confirmedAt?.toISOString() ?? null,
          recoveryCodesLeft: row?.confirmedAt
            ? await recoveryCodesLeft(base.db, me.userId)
            : 0,
          required: mfaRequiredFor(
            base.config,
            me.roles.map((r) => r.roleCode),
          ),
        },
      };
    },
  );

  app.post(
    "/auth/totp/enrolment",
    {
      preParsing: base.authorize(enrolling),
      preHandler: addressLimit(base),
      schema: {
        body: z.object({}),
        response: { 200: envelope(totpEnrolmentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const secret = newTotpSecret();
      const stored = sealSecret(secret, me.userId, base.config.totpKey);
      // A new secret replaces one not yet confirmed, never a confirmed one.
      const written = await base.db
        .insert(userTotp)
        .values({ userId: me.userId, secret: stored })
        .onConflictDoUpdate({
          target: userTotp.userId,
          set: { secret: stored, lastUsedStep: null, createdAt: new Date() },
          setWhere: isNull(userTotp.confirmedAt),
        })
        .returning({ userId: userTotp.userId });
      if (!written.length) throw conflict(TOTP_ALREADY_ON);
      const uri = otpauthUri(secret, me.email);
      return {
        code: 200,
        message: "Scan the QR code, then enter the code your app shows.",
        data: { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) },
      };
    },
  );

  app.post(
    "/auth/totp/confirmation",
    {
      preParsing: base.authorize(enrolling),
      preHandler: addressLimit(base),
      schema: {
        body: totpConfirmSchema,
        response: { 200: envelope(recoveryCodesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const row = await findTotp(base.db, me.userId);
      if (!row) throw conflict(TOTP_NOT_STARTED);
      if (row.confirmedAt) throw conflict(TOTP_ALREADY_ON);
      const recoveryCodes = await base.db.transaction(async (tx: Db) => {
        const ok = await acceptTotpCode(
          tx,
          base.config.totpKey,
          row,
          request.body.code,
          { confirming: true },
        );
        if (!ok) throw codeRefused();
        return replaceRecoveryCodes(tx, me.userId);
      });
      // Sessions opened with the password alone end; this one stays.
      await revokeSessions(base, me.userId, me.sessionId);
      return {
        code: 200,
        message: "Two-factor authentication is on.",
        data: { recoveryCodes },
      };
    },
  );

  app.post(
    "/auth/totp/recovery-codes",
    {
      preParsing: base.authorize(),
      preHandler: addressLimit(base),
      schema: {
        body: totpProofSchema,
        response: { 200: envelope(recoveryCodesSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (!(await findTotp(base.db, me.userId))?.confirmedAt)
        throw conflict(TOTP_NOT_ON);
      await proveIdentity(base, reply, me, request.body);
      const recoveryCodes = await base.db.transaction((tx: Db) =>
        replaceRecoveryCodes(tx, me.userId),
      );
      return {
        code: 200,
        message: "New recovery codes replace the old ones.",
        data: { recoveryCodes },
      };
    },
  );

  app.post(
    "/auth/totp/disable",
    {
      preParsing: base.authorize(),
      preHandler: addressLimit(base),
      schema: {
        body: totpProofSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (!(await findTotp(base.db, me.userId))) throw conflict(TOTP_NOT_ON);
      await proveIdentity(base, reply, me, request.body);
      await removeTotp(base, me.userId);
      return { code: 200, message: "Two-factor authentication is off." };
    },
  );
}
