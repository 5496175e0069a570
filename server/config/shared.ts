/** Parsers shared by the configuration's groups (../config.ts puts the groups together). */
import { z } from "zod";

export const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

/** A comma-separated list, each entry trimmed, empty entries dropped. */
export const commaList = z
  .string()
  .default("")
  .transform((list) =>
    list
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** 32 bytes written as 64 hex digits or as base64 (`openssl rand -base64 32`); null when not. */
export function parseKey32(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, "base64");
  return bytes.length === 32 ? bytes : null;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
