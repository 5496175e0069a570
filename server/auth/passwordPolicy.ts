/**
 * The strength check every call that sets a password makes first (issue 11): sign-up, first-admin
 * and invitation set-up, reset and change — before a link's token is spent or anything is written.
 * A weak password is a 422 on its field with the estimator's reason, the one the form showed beside
 * the field.
 */
import { assessPassword } from "../../domain/passwordStrength";
import { unprocessable } from "../errors";

export function assertStrongPassword(
  password: string,
  field: string,
  userInputs: readonly (string | null | undefined)[] = [],
): void {
  const { ok, reason } = assessPassword(
    password,
    userInputs.filter((s): s is string => !!s),
  );
  if (!ok && reason)
    throw unprocessable(`${field}: ${reason}`, [{ field, message: reason }]);
}
