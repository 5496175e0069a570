import type { FeatureCode } from "../../domain/features";
import { FEATURE_CODES } from "../../domain/features";
import type { RoleCode } from "../../domain/privileges";
import type { User } from "../../domain/schemas/user";
import type { FakeApi } from "./fakeApi";
import { addSession, addUser } from "./fakeApi";
import { buildUserWithRole, storeSession } from "./factories";

/** Seeds a user with a live server session and stores it in the browser, as after sign-in. */
export function signInAs(
  api: FakeApi,
  role: RoleCode,
  overrides: Partial<User> = {},
): User {
  const user = buildUserWithRole(role, overrides);
  addUser(api, user);
  storeSession(user, addSession(api, user));
  return user;
}

export function enableAllFeatures(
  api: FakeApi,
  except: FeatureCode[] = [],
): void {
  for (const code of FEATURE_CODES) api.toggles[code] = !except.includes(code);
}
