/**
 * The strength check every call that sets a password makes (issue 11): sign-up, first-admin and
 * invitation set-up, reset and change — before a link's token is spent or anything is written, but
 * after every cheaper refusal (an unknown link, setup already done: issue 21). A weak password is a
 * 422 on its field with the estimator's reason, the one the form showed beside the field.
 *
 * The estimator runs on a worker thread behind a bounded queue (./strengthThreads.ts), on at most the
 * first PASSWORD_ESTIMATE_MAX characters: a long patterned password costs a thread's time, never the
 * event loop's; a full queue answers 429.
 */
import { unprocessable } from "../errors";
import { estimateOffThread } from "./strengthThreads";

export async function assertStrongPassword(
  password: string,
  field: string,
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const { ok, reason } = await estimateOffThread({
    password,
    userInputs: userInputs.filter((s): s is string => !!s),
  });
  if (!ok && reason)
    throw unprocessable(`${field}: ${reason}`, [{ field, message: reason }]);
}
