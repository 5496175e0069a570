import { useEffect, useState } from "react";
import type { PasswordAssessment } from "../../domain/passwordStrength";

type Assess = (
  password: string,
  inputs?: readonly string[],
) => PasswordAssessment;

/** The estimator and its dictionaries (about a megabyte): fetched once, when a form first needs it. */
let loading: Promise<Assess> | null = null;
const loadAssess = () =>
  (loading ??= import("../../domain/passwordStrength").then(
    (m) => m.assessPassword,
  ));

/** How long typing pauses before the password is estimated again. */
const PAUSE_MS = 250;

/**
 * Why a new password would be refused, as the server will say it (domain/passwordStrength.ts), while
 * it is typed; null while it is short (the length rule speaks first), acceptable or still loading.
 */
export function usePasswordStrength(
  password: unknown,
  minLength: number,
): string | null {
  // The reason of the password last estimated: an answer for an earlier one is not shown.
  const [estimate, setEstimate] = useState<{
    password: string;
    reason: string | null;
  } | null>(null);
  const candidate =
    typeof password === "string" && password.length >= minLength
      ? password
      : null;
  useEffect(() => {
    if (candidate === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void loadAssess().then((assess) => {
        if (live)
          setEstimate({
            password: candidate,
            reason: assess(candidate).reason,
          });
      });
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [candidate]);
  return candidate !== null && estimate?.password === candidate
    ? estimate.reason
    : null;
}
