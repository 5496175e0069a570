/**
 * The public checkout calls (§2 "Anyone", issue 12), no session needed:
 * - GET /checkout/{paymentId}: what the payer needs (amount, trip date, the two stops' names, status);
 * - POST /checkout/{paymentId}: starts the payment (built-in: a confirmation step; Stripe: a Checkout
 *   Session's URL) or, with `confirm: true` on the built-in provider, completes it. A sent amount
 *   other than the record's is refused (422); a completed payment answers its completed state again
 *   and changes nothing;
 * - POST /checkout/stripe/webhook: Stripe's signed event over the raw body; completes the matching
 *   record once. A bad signature answers 400.
 * paymentId is the record's checkout token (32 random bytes), never its id; an unknown one is 404.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CHECKOUT_PATHS } from "../../domain/modules/checkout";
import {
  checkoutActionBodySchema,
  checkoutActionSchema,
  checkoutViewSchema,
  PAYMENT_RECORD_MESSAGES as M,
} from "../../domain/schemas/paymentRecord";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses, messageSchema } from "../crud/schemas";
import { paymentRecords } from "../db/schema";
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  unprocessable,
} from "../errors";
import { addressLimit } from "../limits/credentials";
import { PUBLIC } from "../plugins/routeAccess";
import { builtinReference } from "./builtin";
import { redactedError } from "./logRedaction";
import type { CheckoutFound, PaymentRecordRow } from "./ledger";
import {
  checkoutView,
  findCheckout,
  movePayment,
  readPayment,
  tripPaidElsewhere,
} from "./ledger";
import { WebhookSignatureError } from "./provider";
import { applyWebhook } from "./webhook";

const paramsSchema = z.object({ paymentId: z.string().max(200) });
const PREFIX = "/checkout";
export const STRIPE_WEBHOOK_PATH = `${PREFIX}/stripe/webhook`;

const amountMismatch = () =>
  unprocessable(M.amountMismatch, [
    { field: "amountCents", message: M.amountMismatch },
  ]);

export function checkoutRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const provider = () => base.payments.checkoutOrRefuse();
  const publicUrl = (path: string) =>
    new URL(path, base.config.PUBLIC_URL).toString();

  async function found(token: string): Promise<CheckoutFound> {
    const f = await findCheckout(base.db, token);
    if (!f) throw notFound(M.unknownCheckout);
    return f;
  }

  app.get(
    `${PREFIX}/:paymentId`,
    {
      config: { access: PUBLIC },
      // Anonymous, like the credential calls: one more attempt from this address.
      preHandler: addressLimit(base),
      schema: {
        params: paramsSchema,
        response: {
          200: envelopeSchema(checkoutViewSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const adapter = provider();
      const f = await found(request.params.paymentId);
      return {
        code: 200,
        message: "OK",
        data: checkoutView(f, f.record, adapter.name),
      };
    },
  );

  app.post(
    `${PREFIX}/:paymentId`,
    {
      config: { access: PUBLIC },
      preHandler: addressLimit(base),
      schema: {
        params: paramsSchema,
        body: checkoutActionBodySchema,
        response: {
          200: envelopeSchema(checkoutActionSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const adapter = provider();
      const token = request.params.paymentId;
      const f = await found(token);
      const body = request.body;
      let record: PaymentRecordRow = f.record;
      const answer = (
        step: "confirm" | "redirect" | "done",
        redirectUrl: string | null = null,
      ) => ({
        code: 200,
        message: step === "done" ? "Payment completed." : "OK",
        data: {
          ...checkoutView(f, record, adapter.name),
          step,
          redirectUrl,
        },
      });
      // The amount is the server's: a page showing another one is out of date, or tampered with.
      if (
        body.amountCents !== undefined &&
        body.amountCents !== record.amountCents
      )
        throw amountMismatch();
      // Completing twice changes nothing: the same completed state again.
      if (record.status === "completed") return answer("done");
      if (record.status !== "pending") throw conflict(M.notPayable);
      if (await tripPaidElsewhere(base.db, record.tripId, record.id))
        throw conflict(M.alreadyPaid);
      if (body.confirm === true && adapter.completesOnConfirm) {
        const after = await movePayment(base, record, {
          from: "pending",
          to: "completed",
          set: {
            provider: adapter.name,
            providerReference: builtinReference(),
            method: "card",
            paidAt: new Date(),
            failureReason: null,
          },
          actor: null,
          note: "Paid through the checkout link",
        });
        // A concurrent confirmation may have won: answer what the record now is.
        record = after ?? (await readPayment(base.db, record.id)) ?? record;
        // Or the trip's fare changed under the payer's page (the link follows it).
        if (record.status === "pending") throw amountMismatch();
        if (record.status !== "completed") throw conflict(M.notPayable);
        return answer("done");
      }
      const started = await adapter
        .start({
          paymentRecordId: record.id,
          amountCents: record.amountCents,
          description: `Transport on ${f.pickUpDatetime.toISOString().slice(0, 10)}: ${f.pickUpAddress.name} to ${f.dropOffAddress.name}`,
          successUrl: `${publicUrl(CHECKOUT_PATHS.success)}?payment=${encodeURIComponent(token)}`,
          cancelUrl: publicUrl(CHECKOUT_PATHS.payment(token)),
        })
        .catch((e: unknown) => {
          request.log.error(
            { err: redactedError(e) },
            "the payment provider refused a start",
          );
          throw new AppError(503, M.providerDown);
        });
      if (started.step === "confirm") return answer("confirm");
      // The session the webhook will name; the record stays pending until it does.
      const [updated] = await base.db
        .update(paymentRecords)
        .set({ provider: adapter.name, providerReference: started.reference })
        .where(
          and(
            eq(paymentRecords.id, record.id),
            eq(paymentRecords.status, "pending"),
          ),
        )
        .returning();
      if (!updated) throw conflict(M.notPayable);
      record = updated;
      return answer("redirect", started.url);
    },
  );

  // Stripe signs the exact bytes it sends: this route alone reads its body raw.
  base.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      "*",
      { parseAs: "buffer" },
      (_request, body, done) => done(null, body),
    );
    raw.withTypeProvider<ZodTypeProvider>().post(
      STRIPE_WEBHOOK_PATH,
      {
        config: { access: PUBLIC },
        schema: {
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const signature = request.headers["stripe-signature"];
        // Unsigned is refused before anything else, configured or not: nothing unsigned is read.
        if (typeof signature !== "string" || signature === "")
          throw badRequest(M.badSignature);
        const adapter = base.payments.byName("stripe");
        if (!adapter?.readWebhook) throw notFound();
        const rawBody = Buffer.isBuffer(request.body)
          ? request.body
          : Buffer.from("");
        let outcome;
        try {
          outcome = await adapter.readWebhook(rawBody, signature);
        } catch (e) {
          if (e instanceof WebhookSignatureError)
            throw badRequest(M.badSignature);
          throw e;
        }
        await applyWebhook(base, outcome, request.log);
        return { code: 200, message: "Received." };
      },
    );
  });
}
