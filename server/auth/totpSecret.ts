/**
 * TOTP secrets at rest (issue 11): sealed with AES-256-GCM under TOTP_ENCRYPTION_KEY when the
 * configuration gives one, bound to their user (the user id is the additional authenticated data, so
 * a sealed secret copied onto another user's row does not open). Without a key a secret is stored
 * unsealed and marked so; one stored before a key was configured still opens after.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const SEALED = "v1";
const UNSEALED = "plain";

const b64 = (bytes: Buffer) => bytes.toString("base64url");

/** The stored form of a base32 secret. */
export function sealSecret(
  base32: string,
  userId: string,
  key: Buffer | null,
): string {
  if (!key) return `${UNSEALED}.${base32}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return [SEALED, b64(iv), b64(cipher.getAuthTag()), b64(sealed)].join(".");
}

/** The base32 secret of a stored value; throws when it is sealed and the key cannot open it. */
export function openSecret(
  stored: string,
  userId: string,
  key: Buffer | null,
): string {
  const [kind, ...rest] = stored.split(".");
  if (kind === UNSEALED && rest.length === 1) return rest[0];
  if (kind !== SEALED || rest.length !== 3)
    throw new Error("A TOTP secret is stored in an unknown form.");
  if (!key)
    throw new Error(
      "A TOTP secret is sealed, but TOTP_ENCRYPTION_KEY is not configured.",
    );
  const [iv, tag, sealed] = rest.map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString(
    "utf8",
  );
}
