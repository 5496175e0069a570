/**
 * The second factor (issue 11, ASVS V6.5): TOTP of RFC 6238 through the otpauth library (SHA-1, six
 * digits, 30-second steps: what every authenticator app reads from the QR code) and single-use
 * recovery codes. A code is accepted within one step either side of now, and only for a step later
 * than the last one accepted, in one conditional update, so a code is good once even when two
 * requests race. Recovery codes are 60 random bits each, stored as SHA-256 hashes.
 */
import { randomBytes } from "node:crypto";
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { recoveryCodes, userTotp } from "../db/schema";
import { hashToken } from "./secrets";
import { openSecret } from "./totpSecret";

export const TOTP_ISSUER = "NEMT Portal";
const PERIOD_SECONDS = 30;
/** Steps either side of now a code may belong to: clocks drift, people type slowly. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

export type TotpRow = typeof userTotp.$inferSelect;

const totpOf = (base32: string, label?: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    ...(label ? { label } : {}),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code holds. */
export const otpauthUri = (base32: string, email: string): string =>
  totpOf(base32, email).toString();

/** The step (30-second counter) a code matches, within the window around now; null if none. */
export function matchingStep(
  base32: string,
  code: string,
  now = Date.now(),
): number | null {
  const delta = totpOf(base32).validate({
    token: code,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** Whether the user's roles oblige them to a second factor (MFA_REQUIRED_ROLES). */
export const mfaRequiredFor = (
  config: Pick<Config, "MFA_REQUIRED_ROLES">,
  roles: readonly string[],
): boolean =>
  roles.some((role) =>
    (config.MFA_REQUIRED_ROLES as readonly string[]).includes(role),
  );

export async function findTotp(
  db: Db,
  userId: string,
): Promise<TotpRow | null> {
  const [row] = await db
    .select()
    .from(userTotp)
    .where(eq(userTotp.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Accepts a code for the user's authenticator, confirmed or (when `confirming`) still being enrolled:
 * records its step as the last used, and confirms the enrolment when asked. False when the code does
 * not match, or matches a step already used (a replay).
 */
export async function acceptTotpCode(
  db: Db,
  key: Buffer | null,
  row: TotpRow,
  code: string,
  { confirming = false }: { confirming?: boolean } = {},
): Promise<boolean> {
  const step = matchingStep(openSecret(row.secret, row.userId, key), code);
  if (step === null) return false;
  const accepted = await db
    .update(userTotp)
    .set({
      lastUsedStep: step,
      ...(confirming ? { confirmedAt: new Date() } : {}),
    })
    .where(
      and(
        eq(userTotp.userId, row.userId),
        // The secret the code was checked against is still the one stored.
        eq(userTotp.secret, row.secret),
        confirming
          ? isNull(userTotp.confirmedAt)
          : isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return accepted.length > 0;
}

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** "abcd-efgh-ijkl": 12 characters of 5 random bits each. */
function newRecoveryCode(): string {
  const chars = [...randomBytes(12)].map((b) => BASE32[b & 31]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

/** What a person may type: any case, with or without dashes and spaces. */
export const normalizeRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[^a-z0-9]/g, "");

const hashRecoveryCode = (code: string) =>
  hashToken(normalizeRecoveryCode(code));

/** Replaces the user's recovery codes with new ones; returns them (shown once, stored hashed). */
export async function replaceRecoveryCodes(
  tx: Db,
  userId: string,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(
      codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })),
    );
  return codes;
}

/** Spends one recovery code of the user's; false when it is not one, or already used. */
export async function spendRecoveryCode(
  db: Db,
  userId: string,
  code: string,
): Promise<boolean> {
  if (!normalizeRecoveryCode(code)) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(
  db: Db,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Turns the second factor off: the authenticator and every recovery code go, in one transaction
 * (the caller's, when it records the change with it). False when there was none.
 */
export async function removeTotp(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx: Db) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const gone = await tx
      .delete(userTotp)
      .where(eq(userTotp.userId, userId))
      .returning({ userId: userTotp.userId });
    return gone.length > 0;
  });
}
