/**
 * Vehicle identification numbers (VIN, ISO 3779 as used in North America since 1981): 17 characters,
 * digits and capital letters except I, O and Q (mistaken for 1 and 0), and a check digit in position
 * 9 computed from the other sixteen (49 CFR 565.15). Shared by the server's 422 and the form.
 */

export const VIN_LENGTH = 17;

export const VIN_MESSAGES = {
  required: "Enter the 17-character VIN.",
  length: "A VIN has exactly 17 characters.",
  characters: "A VIN uses only digits and the letters A–Z except I, O and Q.",
  checkDigit:
    "This VIN's check digit (the 9th character) does not match the rest: check it for a typo.",
} as const;

export type VinProblem = keyof typeof VIN_MESSAGES;

/** Letter values of the check-digit transliteration; digits stand for themselves. */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Position weights; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

/** What people type or paste: surrounding spaces and lower case are not errors. */
export const normalizeVin = (raw: string): string => raw.trim().toUpperCase();

const charValue = (c: string): number =>
  c >= "0" && c <= "9" ? Number(c) : (LETTER_VALUES[c] ?? 0);

/** The check digit ("0"–"9" or "X") a VIN of valid characters should carry in position 9. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += charValue(vin[i]) * WEIGHTS[i];
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** The VIN with position 9 set to its check digit (demo data and tests build VINs this way). */
export function withCheckDigit(raw: string): string {
  const vin = normalizeVin(raw);
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

/** The first problem of a normalised VIN, or null when it is valid. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length === 0) return "required";
  // Characters first: a dash or an O is the more useful thing to point out than a count.
  if (!VIN_CHARACTERS.test(vin)) return "characters";
  if (vin.length !== VIN_LENGTH) return "length";
  if (vin[8] !== vinCheckDigit(vin)) return "checkDigit";
  return null;
}

export const isValidVin = (raw: string): boolean =>
  vinProblem(normalizeVin(raw)) === null;
