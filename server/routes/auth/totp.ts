/**
 * The signed-in user's second factor (issue 11, ASVS V6.5): its status, enrolling an authenticator
 * (a new secret, its otpauth:// URI and QR code), confirming it with a first code (which answers the
 * recovery codes, once), replacing the recovery codes and turning it off. All but the status need
 * a proof of identity (../../auth/identityProof.ts): the password or a current code, and for
 * enrolling the password, except in the forced first enrolment right after a sign-in (issue 21: a
 * stolen session alone took the factor over). Confirming needs the new secret, which only the
 * enrolment's answer showed. Turning it on or off emails the account.
 */
import { isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  recoveryCodesSchema,
  TOTP_MESSAGES,
  totpConfirmSchema,
  totpEnrolmentRequestSchema,
  totpEnrolmentSchema,
  totpProofSchema,
  totpStatusSchema,
} from "../../../domain/schemas/auth";
import { revokeSessions } from "../../auth/flows";
import {
  enrolmentNeedsProof,
  MFA_CODE_INVALID,
  proveIdentity,
} from "../../auth/identityProof";
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
import { userTotp } from "../../db/schema";
import { conflict, unprocessable } from "../../errors";
import { addressLimit } from "../../limits/credentials";
import { noticeSecondFactorChange } from "../../mail/securityNotices";
import { currentUser } from "../../plugins/auth";

export const TOTP_ALREADY_ON =
  "Two-factor authentication is already on. Turn it off before setting it up again.";
export const TOTP_NOT_STARTED =
  "Start setting up two-factor authentication first.";
export const TOTP_NOT_ON = "Two-factor authentication is not on.";

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data });
const codeRefused = () =>
  unprocessable(MFA_CODE_INVALID, [
    { field: "code", message: MFA_CODE_INVALID },
  ]);

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
          proofRequired: await enrolmentNeedsProof(base, me),
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
        body: totpEnrolmentRequestSchema,
        response: { 200: envelope(totpEnrolmentSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if ((await findTotp(base.db, me.userId))?.confirmedAt)
        throw conflict(TOTP_ALREADY_ON);
      if (await enrolmentNeedsProof(base, me))
        await proveIdentity(
          base,
          reply,
          me,
          { password: request.body.password },
          TOTP_MESSAGES.password,
        );
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
      noticeSecondFactorChange(base, me, "on");
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
      const row = await findTotp(base.db, me.userId);
      if (!row) throw conflict(TOTP_NOT_ON);
      await proveIdentity(base, reply, me, request.body);
      await removeTotp(base.db, me.userId);
      // A factor begun and never confirmed was never on: nothing to tell.
      if (row.confirmedAt) noticeSecondFactorChange(base, me, "off");
      return { code: 200, message: "Two-factor authentication is off." };
    },
  );
}
