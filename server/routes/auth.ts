/**
 * Sign-in, session, sign-up, email verification, forgot/reset password, first-time setup, profile and
 * contact. Answers never reveal whether an email is registered.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ROLES } from "../../domain/privileges";
import {
  changePasswordSchema,
  contactSchema,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  setupSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from "../../domain/schemas/auth";
import { currentUserSchema } from "../../domain/schemas/user";
import {
  createSession,
  redeemToken,
  revokeSessions,
  sendTokenLink,
  sendVerification,
} from "../auth/flows";
import { withDriverDetail } from "../auth/authUser";
import { hashPassword, verifyPassword } from "../auth/secrets";
import { errorResponses, messageSchema } from "../crud/schemas";
import { contactMessages, drivers, sessions, users } from "../db/schema";
import { toUser } from "../entities/users";
import { AppError, unauthorized, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";

const sessionAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ token: z.string(), user: currentUserSchema }),
});
const userAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: currentUserSchema,
});

export const SIGN_IN_FAILED = "The email or password is incorrect.";
export const NEUTRAL_SIGN_UP =
  "If the address can be registered, we have sent an email with the next step.";
export const NEUTRAL_FORGOT =
  "If an account exists for that address, we have sent a link to reset the password.";

export async function authRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const signInLimit = {
    max: base.config.SIGNIN_RATE_LIMIT_MAX,
    timeWindow: base.config.SIGNIN_RATE_LIMIT_WINDOW,
    // After body parsing, so the key can include the email.
    hook: "preValidation" as const,
    // Per address and account, so one attacker can't lock everybody out and can't spray one account.
    keyGenerator: (req: { ip: string; body?: unknown }) =>
      `${req.ip}|${String((req.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase()}`,
  };

  async function findByEmail(email: string) {
    const [u] = await base.db
      .select()
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return u ?? null;
  }

  /** The signed-in user's answer: the account and, in the same query, its driver record's id. */
  async function loadUser(userId: string) {
    const [row] = await base.db
      .select({ user: users, driverId: drivers.id })
      .from(users)
      .leftJoin(drivers, eq(drivers.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return withDriverDetail(toUser(row.user), row.driverId);
  }

  async function signedIn(userId: string) {
    return {
      token: await createSession(base, userId),
      user: await loadUser(userId),
    };
  }

  app.post(
    "/auth/sessions",
    {
      config: { rateLimit: signInLimit },
      schema: {
        body: signInSchema,
        response: { 200: sessionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findByEmail(email);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok || !user.active) throw unauthorized(SIGN_IN_FAILED);
      return {
        code: 200,
        message: "Signed in.",
        data: await signedIn(user.id),
      };
    },
  );

  app.get(
    "/auth/user",
    {
      preHandler: base.authorize({ allowPasswordReset: true }),
      schema: { response: { 200: userAnswer, ...errorResponses } },
    },
    async (request) => ({
      code: 200,
      message: "OK",
      data: await loadUser(currentUser(request).userId),
    }),
  );

  app.delete(
    "/auth/sessions",
    {
      preHandler: base.authorize({ allowPasswordReset: true }),
      schema: { response: { 200: messageSchema, ...errorResponses } },
    },
    async (request) => {
      await base.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, currentUser(request).sessionId));
      return { code: 200, message: "Signed out." };
    },
  );

  app.post(
    "/auth/sign-up",
    {
      config: { rateLimit: signInLimit },
      schema: {
        body: signUpSchema,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      const existing = await findByEmail(email);
      if (existing) {
        // Tell the owner, not the requester, that the address is already registered.
        await base.mailer.send({
          to: email,
          subject: "Someone tried to sign up with your email",
          body: `Hello ${existing.firstName},\n\nSomeone tried to create an NEMT Portal account with this address, which already has one. If it was you, sign in or reset your password at ${new URL("/forgot-password", base.config.PUBLIC_URL)}.\n`,
        });
      } else {
        const [created] = await base.db
          .insert(users)
          .values({
            email,
            firstName,
            lastName,
            roles: [ROLES.customer],
            passwordHash: await hashPassword(password),
          })
          .onConflictDoNothing()
          .returning();
        if (created) await sendVerification(base, created);
      }
      return reply.status(202).send({ code: 202, message: NEUTRAL_SIGN_UP });
    },
  );

  app.post(
    "/auth/verify-email-address",
    {
      schema: {
        body: verifyEmailSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = await redeemToken(
        base,
        request.body.token,
        "verify-email",
      );
      await base.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, userId));
      return { code: 200, message: "Your email address is confirmed." };
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      config: { rateLimit: signInLimit },
      schema: {
        body: forgotPasswordSchema,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await findByEmail(request.body.email);
      if (user?.active) {
        // A delivery failure must not turn the neutral answer into a 500 that only known addresses get.
        await sendTokenLink(base, user, "reset-password").catch(
          (err: unknown) =>
            request.log.error({ err }, "password reset email failed"),
        );
      }
      return reply.status(202).send({ code: 202, message: NEUTRAL_FORGOT });
    },
  );

  app.post(
    "/auth/reset-password",
    {
      schema: {
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = await redeemToken(
        base,
        request.body.token,
        "reset-password",
      );
      await base.db
        .update(users)
        .set({
          passwordHash: await hashPassword(request.body.password),
          requirePasswordReset: false,
        })
        .where(eq(users.id, userId));
      // A reset ends every existing session: whoever knew the old password is out.
      await revokeSessions(base, userId);
      return {
        code: 200,
        message: "Your password has been reset. Sign in with the new password.",
      };
    },
  );

  app.get(
    "/auth/setup-status",
    {
      schema: {
        response: {
          200: z.object({
            code: z.number(),
            message: z.string(),
            data: z.object({ firstAdminNeeded: z.boolean() }),
          }),
        },
      },
    },
    async () => ({
      code: 200,
      message: "OK",
      data: { firstAdminNeeded: !(await systemAdminExists()) },
    }),
  );

  async function systemAdminExists(): Promise<boolean> {
    const [row] = await base.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.roles} @> array[${ROLES.systemadmin}]::text[]`)
      .limit(1);
    return !!row;
  }

  app.post(
    "/auth/setup",
    {
      config: { rateLimit: signInLimit },
      schema: {
        body: setupSchema,
        response: { 200: sessionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { token, email, firstName, lastName, password } = request.body;
      if (token) {
        const userId = await redeemToken(base, token, "setup");
        await base.db
          .update(users)
          .set({
            passwordHash: await hashPassword(password),
            requirePasswordReset: false,
            emailVerifiedAt: new Date(),
          })
          .where(eq(users.id, userId));
        return {
          code: 200,
          message: "Your password is set.",
          data: await signedIn(userId),
        };
      }
      // First-time setup: only while no system administrator exists.
      if (await systemAdminExists())
        throw new AppError(409, "Setup is already complete. Sign in instead.");
      const missing = [
        ["email", email],
        ["firstName", firstName],
        ["lastName", lastName],
      ].filter(([, v]) => !v);
      if (missing.length) {
        throw unprocessable(
          "Email, first name and last name are required.",
          missing.map(([field]) => ({
            field: String(field),
            message: "This field is required.",
          })),
        );
      }
      const [created] = await base.db
        .insert(users)
        .values({
          email: email!,
          firstName: firstName!,
          lastName: lastName!,
          roles: [ROLES.systemadmin],
          passwordHash: await hashPassword(password),
          emailVerifiedAt: new Date(),
        })
        .returning();
      return {
        code: 200,
        message: "The first administrator is set up.",
        data: await signedIn(created.id),
      };
    },
  );

  app.post(
    "/auth/password",
    {
      preHandler: base.authorize({ allowPasswordReset: true }),
      config: { rateLimit: signInLimit },
      schema: {
        body: changePasswordSchema,
        response: { 200: userAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const [u] = await base.db
        .select()
        .from(users)
        .where(eq(users.id, me.userId));
      if (
        !(await verifyPassword(u.passwordHash, request.body.currentPassword))
      ) {
        throw unprocessable("The current password is incorrect.", [
          {
            field: "currentPassword",
            message: "The current password is incorrect.",
          },
        ]);
      }
      await base.db
        .update(users)
        .set({
          passwordHash: await hashPassword(request.body.newPassword),
          requirePasswordReset: false,
        })
        .where(eq(users.id, me.userId));
      // Whoever knew the old password is signed out everywhere else; this session stays.
      await revokeSessions(base, me.userId, me.sessionId);
      return {
        code: 200,
        message: "Your password has been changed.",
        data: await loadUser(me.userId),
      };
    },
  );

  app.post(
    "/auth/profile",
    {
      preHandler: base.authorize(),
      schema: {
        body: profileSchema,
        response: { 200: userAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await base.db.update(users).set(request.body).where(eq(users.id, userId));
      return {
        code: 200,
        message: "Your profile has been updated.",
        data: await loadUser(userId),
      };
    },
  );

  app.post(
    "/auth/contact",
    {
      config: { rateLimit: signInLimit },
      schema: {
        body: contactSchema,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const m = request.body;
      await base.db.insert(contactMessages).values(m);
      await base.mailer.send({
        to: base.config.SUPPORT_EMAIL,
        subject: `Contact form: ${m.subject}`,
        body: `From: ${m.name} <${m.email}>\n\n${m.message}\n`,
      });
      return reply.status(202).send({
        code: 202,
        message: "Thank you. We will get back to you soon.",
      });
    },
  );
}
