/**
 * The payment records' calls beyond the four (issue 12):
 * - POST /payment-records/checkout-link {tripId}: the checkout link of a private trip's fare (the
 *   amount is the trip's fare on the server), for administrators and holders of modify-trips. One
 *   open link per trip: a pending link is given again (its amount brought up to the fare);
 * - POST /payment-records/{id}/refund: gives a completed payment back through its provider
 *   (administrators); the record becomes refunded, once.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CHECKOUT_PATHS } from "../../domain/modules/checkout";
import { paymentLedgerModule } from "../../domain/modules/paymentLedger";
import { PRIVILEGES as P } from "../../domain/privileges";
import {
  checkoutLinkBodySchema,
  checkoutLinkSchema,
  paymentRecordSchema,
  PAYMENT_RECORD_MESSAGES as M,
} from "../../domain/schemas/paymentRecord";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import { paymentRecords, trips } from "../db/schema";
import { AppError, conflict, notFound, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";
import type { PaymentRecordRow } from "./ledger";
import {
  movePayment,
  newCheckoutToken,
  openCheckoutLink,
  readPayment,
  tripPaidElsewhere,
} from "./ledger";

const prefix = paymentLedgerModule.api.prefix;
const uuid = z.uuid();

/** Who may make a checkout link: the office that books and confirms trips, and administrators. */
export const CHECKOUT_LINK_ACCESS = { privileges: [P.modifyTrips] } as const;

type RowOf = (record: PaymentRecordRow) => z.input<typeof paymentRecordSchema>;

export function paymentAdminRoutes(base: FastifyInstance, toRow: RowOf): void {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${prefix}/checkout-link`,
    {
      preParsing: base.authorize(CHECKOUT_LINK_ACCESS),
      schema: {
        body: checkoutLinkBodySchema,
        response: {
          200: envelopeSchema(checkoutLinkSchema),
          201: envelopeSchema(checkoutLinkSchema),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { tripId } = request.body;
      const [trip] = await base.db
        .select({
          id: trips.id,
          bookingType: trips.bookingType,
          fareTotalCents: trips.fareTotalCents,
          tripStatus: trips.tripStatus,
        })
        .from(trips)
        .where(eq(trips.id, tripId))
        .limit(1);
      if (!trip) throw notFound("Trip not found.");
      if (trip.bookingType !== "private")
        throw unprocessable(M.notPrivate, [
          { field: "tripId", message: M.notPrivate },
        ]);
      const amountCents = trip.fareTotalCents ?? 0;
      if (amountCents <= 0)
        throw unprocessable(M.noFare, [{ field: "tripId", message: M.noFare }]);
      if (await tripPaidElsewhere(base.db, trip.id))
        throw conflict(M.alreadyPaid);
      const link = (record: PaymentRecordRow) => ({
        paymentRecordId: record.id,
        tripId: record.tripId,
        amountCents: record.amountCents,
        status: record.status as "pending",
        checkoutUrl: new URL(
          CHECKOUT_PATHS.payment(record.checkoutToken ?? ""),
          base.config.PUBLIC_URL,
        ).toString(),
      });
      const open = await openCheckoutLink(base.db, trip.id);
      if (open) {
        let record = open;
        if (open.amountCents !== amountCents) {
          const [updated] = await base.db
            .update(paymentRecords)
            .set({ amountCents })
            .where(eq(paymentRecords.id, open.id))
            .returning();
          record = updated ?? open;
        }
        return reply
          .status(200)
          .send({ code: 200, message: "OK", data: link(record) });
      }
      const [created] = await base.db
        .insert(paymentRecords)
        .values({
          tripId: trip.id,
          amountCents,
          status: "pending",
          method: "card",
          provider: base.payments.checkout.name,
          checkoutToken: newCheckoutToken(),
        })
        .returning();
      return reply.status(201).send({
        code: 201,
        message: "Payment link created.",
        data: link(created),
      });
    },
  );

  app.post(
    `${prefix}/:id/refund`,
    {
      preParsing: base.authorize(paymentLedgerModule.access.write),
      schema: {
        params: idParamsSchema,
        // The call says it all: an empty object, and anything else is refused.
        body: z.strictObject({}),
        response: {
          200: envelopeSchema(paymentRecordSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      const record = uuid.safeParse(id).success
        ? await readPayment(base.db, id)
        : null;
      if (!record) throw notFound("Payment Record not found.");
      if (record.status !== "completed") throw conflict(M.refundOnlyCompleted);
      const adapter = base.payments.byName(record.provider);
      if (record.provider && record.provider !== "manual" && !adapter)
        throw conflict(
          `Payments taken through ${record.provider} cannot be refunded while it is not configured.`,
        );
      try {
        await adapter?.refund({
          paymentRecordId: record.id,
          providerReference: record.providerReference,
          amountCents: record.amountCents,
        });
      } catch (e) {
        request.log.error({ err: e }, "refund refused by the provider");
        throw new AppError(
          409,
          "The payment provider refused the refund. Try again later.",
        );
      }
      const after = await movePayment(base, record, {
        from: "completed",
        to: "refunded",
        set: { refundedAt: new Date() },
        actor: currentUser(request),
      });
      if (!after) throw conflict(M.refundOnlyCompleted);
      return { code: 200, message: "Payment refunded.", data: toRow(after) };
    },
  );
}
