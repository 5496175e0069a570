/**
 * An administrator's help with another user's sign-in (issue 21), spread into the data provider as
 * typed custom methods (`useDataProvider<AppDataProvider>().unlockUserSignIn(id)`).
 *
 * | Method                | Call                                              |
 * |-----------------------|---------------------------------------------------|
 * | unlockUserSignIn      | POST /users/:id/unlock-sign-in {} → 200 {message}  |
 * | resetUserSecondFactor | POST /users/:id/reset-second-factor {} → 200 {message} |
 */
import { usersModule } from "../domain/modules/users";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export interface UserSecurityMethods {
  /** Lifts the waits failed sign-ins built up on the account, from every address. */
  unlockUserSignIn(userId: string): Promise<void>;
  /** Turns the user's second factor off; they are emailed and signed out. */
  resetUserSecondFactor(userId: string): Promise<void>;
}

export function userSecurityMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): UserSecurityMethods {
  const call = async (userId: string, action: string) => {
    // The server's message (not allowed, nothing to reset) is the whole story: no prefix.
    await httpClient<Envelope<unknown>>(
      `${apiUrl}${usersModule.api.prefix}/${encodeURIComponent(userId)}/${action}`,
      { method: "POST", body: {} },
    );
  };
  return {
    unlockUserSignIn: (userId) => call(userId, "unlock-sign-in"),
    resetUserSecondFactor: (userId) => call(userId, "reset-second-factor"),
  };
}
