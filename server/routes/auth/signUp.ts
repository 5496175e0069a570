/** Self sign-up as a customer and the email verification link it sends. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { normalizeEmail } from "../../../domain/email";
import { ROLES } from "../../../domain/privileges";
import type { z } from "zod";
import { signUpSchema, verifyEmailSchema } from "../../../domain/schemas/auth";
import { redeemToken, sendVerification } from "../../auth/flows";
import { assertHashingRoom, hashPassword } from "../../auth/secrets";
import { errorResponses, messageSchema } from "../../crud/schemas";
import { users } from "../../db/schema";
import { addressLimit, mayMail } from "../../limits/credentials";
import { findUserByEmail } from "./shared";
import { PUBLIC } from "../../plugins/routeAccess";
import { assertStrongPassword } from "../../auth/passwordPolicy";

type SignUp = z.output<typeof signUpSchema>;

export const NEUTRAL_SIGN_UP =
  "If the address can be registered, we have sent an email with the next step.";

export function signUpRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/auth/sign-up",
    {
      config: { access: PUBLIC },
      preHandler: addressLimit(base),
      schema: {
        body: signUpSchema,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The strength check answers before anything else: it depends on the password alone (and
      // the names given with it), never on whether the address has an account. It runs off the
      // main thread, on a bounded prefix, behind a bounded queue (issue 21).
      const { password, email, firstName, lastName } = request.body;
      await assertStrongPassword(password, "password", [
        email,
        firstName,
        lastName,
      ]);
      // The hash promised below must find room: a flood is refused here (429), whatever the address.
      assertHashingRoom();
      // After the answer: hashing and mailing for a new address take longer than a notice to an
      // existing one, and timing must not tell which emails have accounts.
      base.background.run("sign-up", () => signUp(base, request.body));
      return reply.status(202).send({ code: 202, message: NEUTRAL_SIGN_UP });
    },
  );

  app.post(
    "/auth/verify-email-address",
    {
      config: { access: PUBLIC },
      preHandler: addressLimit(base),
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
}

/** What a sign-up does, in the background: tell an existing owner, or create the account and verify. */
async function signUp(base: FastifyInstance, body: SignUp): Promise<void> {
  const { email, password, firstName, lastName } = body;
  const existing = await findUserByEmail(base, email);
  if (existing) {
    if (!(await mayMail(base, email))) return;
    // Tell the owner, not the requester, that the address is already registered.
    await base.mailer.send({
      to: existing.email,
      subject: "Someone tried to sign up with your email",
      body: `Hello ${existing.firstName},\n\nSomeone tried to create an NEMT Portal account with this address, which already has one. If it was you, sign in or reset your password at ${new URL("/forgot-password", base.config.PUBLIC_URL)}.\n`,
    });
    return;
  }
  // Already answered 202 after assertHashingRoom: it waits its turn rather than be refused.
  const passwordHash = await hashPassword(password, { mayWait: true });
  const [created] = await base.db
    .insert(users)
    .values({
      email: normalizeEmail(email),
      firstName,
      lastName,
      roles: [ROLES.customer],
      passwordHash,
    })
    .onConflictDoNothing()
    .returning();
  if (created && (await mayMail(base, email)))
    await sendVerification(base, created);
}
