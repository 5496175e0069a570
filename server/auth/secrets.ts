/** Opaque tokens (stored only as SHA-256 hashes) and argon2id password hashes. */
import { createHash, randomBytes } from "node:crypto";
import argon2 from "argon2";

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

// Verifying against a fixed hash when the account doesn't exist keeps sign-in time the same either
// way, so timing does not reveal whether an email is registered.
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword("not-a-real-password-" + newToken());
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
