/**
 * The payment records' calls beyond the four (issue 12):
 * - POST /payment-records/checkout-link {tripId}: the checkout link of a private trip's fare (the
 *   amount is the trip's fare on the server), for administrators and holders of modify-trips, and
 *   for a customer their own private trip ("Pay" on its page, issue 22). One
 *   open link per trip, held by the database (issue 21): a pending link is given again (its amount
 *   brought up to the fare), to concurrent callers too; a paid trip is 409; without a configured
 *   provider, 503;
 * - POST /payment-records/{id}/refund: gives a completed payment back through its provider
 *   (administrators); the record becomes refunded, once.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CHECKOUT_PATHS } from "../../domain/modules/checkout";
import { paymentLedgerModule } from "../../domain/modules/paymentLedger";
import { hasRole, PRIVILEGES as P, ROLES } from "../../domain/privileges";
import {
  checkoutLinkBodySchema,
  checkoutLinkSchema,
  paymentRecordSchema,
  PAYMENT_RECORD_MESSAGES as M,
} from "../../domain/schemas/paymentRecord";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import { paymentRecords, trips } from "../db/schema";
import type { AuthUser } from "../auth/authUser";
import {
  AppError,
  conflict,
  forbidden,
  notFound,
  unprocessable,
} from "../errors";
import { currentUser } from "../plugins/auth";
import { seesAllTrips } from "../trips/scope";
import type { PaymentRecordRow } from "./ledger";
import type { PaymentProvider } from "./provider";
import {
  movePayment,
  newCheckoutToken,
  openCheckoutLink,
  readPayment,
  tripPaidElsewhere,
} from "./ledger";

const prefix = paymentLedgerModule.api.prefix;
const uuid = z.uuid();

/**
 * Who may make a checkout link: the office that books and confirms trips, administrators, and
 * (request-trips) a customer for a trip they booked; other request-trips holders (facility staff,
 * whose trips are billed to the facility) are refused in the handler (payerMayPay).
 */
export const CHECKOUT_LINK_ACCESS = {
  privileges: [P.modifyTrips, P.requestTrips],
} as const;

/** The office sees every trip; a customer only the trips they booked (the others "not found"). */
function payerScope(user: AuthUser): SQL | undefined {
  if (seesAllTrips(user)) return undefined;
  if (!hasRole(user, ROLES.customer)) throw forbidden();
  return eq(trips.bookingUserId, user.userId);
}

type RowOf = (record: PaymentRecordRow) => z.input<typeof paymentRecordSchema>;

/** A new open link of the trip, or null when the trip has one already (kept as it is). */
async function insertLink(
  base: FastifyInstance,
  provider: PaymentProvider,
  tripId: string,
  amountCents: number,
): Promise<PaymentRecordRow | null> {
  const [created] = await base.db
    .insert(paymentRecords)
    .values({
      tripId,
      amountCents,
      status: "pending",
      method: "card",
      provider: provider.name,
      checkoutToken: newCheckoutToken(),
    })
    .onConflictDoNothing({
      target: paymentRecords.tripId,
      where: sql`status = 'pending' and checkout_token is not null`,
    })
    .returning();
  return created ?? null;
}

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
      const scope = payerScope(currentUser(request));
      const provider = base.payments.checkoutOrRefuse();
      const [trip] = await base.db
        .select({
          id: trips.id,
          bookingType: trips.bookingType,
          fareTotalCents: trips.fareTotalCents,
          tripStatus: trips.tripStatus,
        })
        .from(trips)
        .where(and(eq(trips.id, tripId), scope))
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
      // One open link per trip, which the database holds (ONE_OPEN_LINK): of concurrent calls one
      // inserts and the others find its link, so every caller gives the payer the same one.
      const created = await insertLink(base, provider, trip.id, amountCents);
      if (created)
        return reply.status(201).send({
          code: 201,
          message: "Payment link created.",
          data: link(created),
        });
      const open = await openCheckoutLink(base.db, trip.id);
      // The open link was paid or closed between the insert and this read.
      if (!open) throw conflict(M.notPayable);
      let record = open;
      if (open.amountCents !== amountCents) {
        const [updated] = await base.db
          .update(paymentRecords)
          .set({ amountCents })
          .where(
            and(
              eq(paymentRecords.id, open.id),
              eq(paymentRecords.status, "pending"),
            ),
          )
          .returning();
        record = updated ?? open;
      }
      return reply
        .status(200)
        .send({ code: 200, message: "OK", data: link(record) });
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
