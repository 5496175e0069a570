/**
 * The strength check every call that sets a password makes first (issue 11): sign-up, first-admin
 * and invitation set-up, reset and change — before a link's token is spent or anything is written.
 * A weak password is a 422 on its field with the estimator's reason, the one the form showed beside
 * the field.
 */
import { unprocessable } from "../errors";

/**
 * The estimator, loaded with the first password set, not at start: its dictionaries are decompressed
 * and ranked on load, a few hundred ms of every cold start before (issue 13, B5).
 */
const loadEstimator = () => import("../../domain/passwordStrength");

export async function assertStrongPassword(
  password: string,
  field: string,
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const { assessPassword } = await loadEstimator();
  const { ok, reason } = assessPassword(
    password,
    userInputs.filter((s): s is string => !!s),
  );
  if (!ok && reason)
    throw unprocessable(`${field}: ${reason}`, [{ field, message: reason }]);
}
