/**
 * The routes of the custom pages (those that are not a module's record or list screens), written
 * once: the routes (src/routes.tsx), the pages' static `path` and every link read them from here, so
 * pages linking to each other need not import each other. Module paths, the modules' custom pages'
 * included (`module.pages.<name>.path`), come from their declarations (domain/modules), never from
 * here. The sign-in paths live with the auth provider and HTTP client that redirect to
 * them (providers never import src/).
 */
import { SESSION_EXPIRED_PATH, SIGN_IN_PATH } from "../providers/authPaths";

export const PATHS = {
  landing: "/",
  signIn: SIGN_IN_PATH,
  sessionExpired: SESSION_EXPIRED_PATH,
  signUp: "/sign-up",
  forgotPassword: "/forgot-password",
  resetAuth: "/reset-auth",
  setupAuth: "/setup-auth",
  contact: "/contact",
  verifyEmail: "/verify-email",
  profile: "/user/profile",
  credentials: "/user/profile/credentials",
  userProfile: "/user/profile/:userId",
  setStatus: "/driver/set-status",
} as const;
