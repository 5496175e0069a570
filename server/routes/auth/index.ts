/**
 * Sign-in (and its second step), session, sign-up, email verification, forgot/reset password,
 * first-time setup, password change and the second factor, one file per flow. Answers never reveal
 * whether an email is registered. The profile and the contact form have their own route files
 * (../profile.ts, ../contact.ts).
 */
import type { FastifyInstance } from "fastify";
import { changePasswordRoute, currentUserRoute } from "./currentUser";
import { passwordResetRoutes } from "./passwordReset";
import { secondFactorRoute } from "./secondFactor";
import { sessionListRoutes } from "./sessionList";
import { signInRoute, signOutRoute } from "./sessions";
import { setupRoutes } from "./setup";
import { signUpRoutes } from "./signUp";
import { totpRoutes } from "./totp";

export async function authRoutes(base: FastifyInstance) {
  // In the order the routes have always been registered in.
  signInRoute(base);
  currentUserRoute(base);
  signOutRoute(base);
  signUpRoutes(base);
  passwordResetRoutes(base);
  setupRoutes(base);
  changePasswordRoute(base);
  sessionListRoutes(base);
  secondFactorRoute(base);
  totpRoutes(base);
}
