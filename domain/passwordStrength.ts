/**
 * How guessable a new password is (issue 11, ASVS V6.2): zxcvbn-ts with its common and English
 * dictionaries (common passwords, names, words, keyboard patterns, dates) on top of the length rule
 * of ./schemas/common.ts. The server refuses a weak password with the estimator's reason; the forms
 * show the same reason beside the field as it is typed. The dictionaries are large: the client loads
 * this module lazily (custom-pages/common/usePasswordStrength.ts), never in the main bundle.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
export const MIN_PASSWORD_SCORE = 3;

/** The demo accounts' shared password: it signs them in, but nobody may choose it. */
export const DEMO_PASSWORD = "ChangeMe-2026!";

export const PASSWORD_STRENGTH_MESSAGES = {
  demo: "This is the demo accounts' published password: choose your own.",
  weak: "This password is easy to guess: add more words or characters.",
} as const;

/**
 * How much of a password the estimator reads (issue 21): its matching grows with the length, and a
 * 128-character keyboard walk took seconds. A password whose first 64 characters are strong is
 * strong; one whose first 64 are guessable is refused, as the form shows while it is typed.
 */
export const PASSWORD_ESTIMATE_MAX = 64;

const zxcvbn = new ZxcvbnFactory({
  maxLength: PASSWORD_ESTIMATE_MAX,
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

export interface PasswordAssessment {
  ok: boolean;
  /** 0–4 */
  score: number;
  /** Why it is refused (null when it is not). */
  reason: string | null;
}

/**
 * A new password's assessment; `userInputs` are the account's own words (email, names), which
 * make a password easy to guess for anyone who knows the person.
 */
export function assessPassword(
  password: string,
  userInputs: readonly string[] = [],
): PasswordAssessment {
  if (password === DEMO_PASSWORD)
    return { ok: false, score: 0, reason: PASSWORD_STRENGTH_MESSAGES.demo };
  const result = zxcvbn.check(
    password,
    userInputs.filter((s) => s.trim() !== ""),
  );
  if (result.score >= MIN_PASSWORD_SCORE)
    return { ok: true, score: result.score, reason: null };
  const reason =
    result.feedback.warning ||
    result.feedback.suggestions[0] ||
    PASSWORD_STRENGTH_MESSAGES.weak;
  return { ok: false, score: result.score, reason };
}
