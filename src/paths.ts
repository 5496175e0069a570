/**
 * The routes of the custom pages (those that are not a module's record or list screens), written
 * once: the routes (src/routes.tsx), the pages' static `path` and every link read them from here, so
 * pages linking to each other need not import each other. Module paths come from their declarations
 * (domain/modules). The sign-in paths live with the auth provider and HTTP client that redirect to
 * them (providers never import src/).
 */
import { CHECKOUT_PATHS } from "../domain/modules/checkout";
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
  /** §2 "Anyone" (issue 12): a private payer's checkout, signed in or not. */
  checkoutSuccess: CHECKOUT_PATHS.success,
  checkout: CHECKOUT_PATHS.pay,
  profile: "/user/profile",
  credentials: "/user/profile/credentials",
  userProfile: "/user/profile/:userId",
  setStatus: "/driver/set-status",
  /** Issue 10: the dispatch board (its menu entry and gate: domain/modules/dispatch.ts). */
  dispatch: "/trips/dispatch",
} as const;
