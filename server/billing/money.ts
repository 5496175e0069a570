/**
 * Money on invoices: POST /invoices/{id}/payments, POST /invoice-payments (one payment over several
 * invoices) and POST /invoices/{id}/adjustments (the void is ./void.ts). Each locks the invoices
 * it touches, checks the balance and refreshes the totals in the same transaction, so two clerks
 * recording the same cheque at once cannot pay an invoice twice.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invoicesModule } from "../../domain/modules/invoices";
import type { AllocatedPaymentBody } from "../../domain/schemas/invoice";
import {
  allocatedPaymentSchema,
  invoiceAdjustmentSchema,
  INVOICE_MESSAGES,
  invoicePaymentSchema,
  invoiceSchema,
} from "../../domain/schemas/invoice";
import { envelopeSchema } from "../../domain/schemas/search";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import {
  invoiceAdjustments,
  invoicePayments,
  paymentAllocations,
} from "../db/schema";
import { conflict, notFound, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";
import type { InvoiceRecord } from "./ledger";
import { INVOICE_NOT_FOUND, lockInvoice, refreshInvoiceMoney } from "./ledger";
import { invoiceToRow } from "./rows";

const prefix = invoicesModule.api.prefix;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkInvoiceId(id: string): string {
  if (!UUID.test(id)) throw notFound(INVOICE_NOT_FOUND);
  return id;
}

const invoiceEnvelope = envelopeSchema(invoiceSchema);

/** Records one payment allocated over invoices; answers the invoices as they now stand. */
export async function recordPayment(
  tx: Db,
  body: Omit<AllocatedPaymentBody, "allocations"> & {
    allocations: { invoiceId: string; amountCents: number }[];
  },
  user: AuthUser | null,
): Promise<InvoiceRecord[]> {
  const allocated = body.allocations.reduce((s, a) => s + a.amountCents, 0);
  if (allocated !== body.amountCents)
    throw unprocessable(INVOICE_MESSAGES.allocationSum, [
      { field: "allocations", message: INVOICE_MESSAGES.allocationSum },
    ]);
  const ids = body.allocations.map((a) => a.invoiceId);
  if (new Set(ids).size !== ids.length)
    throw unprocessable(INVOICE_MESSAGES.duplicateAllocation, [
      { field: "allocations", message: INVOICE_MESSAGES.duplicateAllocation },
    ]);
  // Locked in one order, so two payments over the same invoices never deadlock.
  const sorted = [...body.allocations].sort((a, b) =>
    a.invoiceId.localeCompare(b.invoiceId),
  );
  for (const a of sorted) {
    const invoice = await lockInvoice(tx, a.invoiceId);
    if (invoice.submissionStatus === "void")
      throw conflict(INVOICE_MESSAGES.voidNoMoney);
    if (a.amountCents > invoice.balanceCents)
      throw unprocessable(INVOICE_MESSAGES.overpayment, [
        { field: "amountCents", message: INVOICE_MESSAGES.overpayment },
      ]);
  }
  const [payment] = await tx
    .insert(invoicePayments)
    .values({
      amountCents: body.amountCents,
      method: body.method,
      reference: body.reference ?? null,
      receivedAt: new Date(body.receivedAt),
      createdByUserId: user?.userId ?? null,
    })
    .returning();
  await tx.insert(paymentAllocations).values(
    sorted.map((a) => ({
      paymentId: payment.id,
      invoiceId: a.invoiceId,
      amountCents: a.amountCents,
    })),
  );
  const updated: InvoiceRecord[] = [];
  for (const a of body.allocations) {
    const invoice = await refreshInvoiceMoney(tx, a.invoiceId);
    await recordActivity(tx, {
      modelType: "invoice",
      modelId: invoice.id,
      action: "payment",
      actor: user,
      before: null,
      after: null,
      note: `${a.amountCents} cents by ${body.method}${body.reference ? ` (${body.reference})` : ""}`,
    });
    updated.push(invoice);
  }
  return updated;
}

export function moneyRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const write = base.authorize(invoicesModule.access.write);

  app.post(
    `${prefix}/:id/payments`,
    {
      preParsing: write,
      schema: {
        params: idParamsSchema,
        body: invoicePaymentSchema,
        response: { 201: invoiceEnvelope, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = checkInvoiceId(request.params.id);
      const user = currentUser(request);
      const [invoice] = await base.db.transaction((tx: Db) =>
        recordPayment(
          tx,
          {
            ...request.body,
            allocations: [
              { invoiceId: id, amountCents: request.body.amountCents },
            ],
          },
          user,
        ),
      );
      return reply.status(201).send({
        code: 201,
        message: "Payment recorded.",
        data: invoiceToRow(invoice),
      });
    },
  );

  app.post(
    "/invoice-payments",
    {
      preParsing: write,
      schema: {
        body: allocatedPaymentSchema,
        response: {
          201: envelopeSchema(invoiceSchema.array()),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const updated = await base.db.transaction((tx: Db) =>
        recordPayment(tx, request.body, user),
      );
      return reply.status(201).send({
        code: 201,
        message: "Payment recorded.",
        data: updated.map(invoiceToRow),
      });
    },
  );

  app.post(
    `${prefix}/:id/adjustments`,
    {
      preParsing: write,
      schema: {
        params: idParamsSchema,
        body: invoiceAdjustmentSchema,
        response: { 201: invoiceEnvelope, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = checkInvoiceId(request.params.id);
      const user = currentUser(request);
      const body = request.body;
      const invoice = await base.db.transaction(async (tx: Db) => {
        const before = await lockInvoice(tx, id);
        if (before.submissionStatus === "void")
          throw conflict(INVOICE_MESSAGES.voidNoMoney);
        if (body.amountCents > before.balanceCents)
          throw unprocessable(INVOICE_MESSAGES.overpayment, [
            { field: "amountCents", message: INVOICE_MESSAGES.overpayment },
          ]);
        await tx.insert(invoiceAdjustments).values({
          invoiceId: id,
          kind: body.kind,
          amountCents: body.amountCents,
          reason: body.reason,
          createdByUserId: user.userId,
        });
        const after = await refreshInvoiceMoney(tx, id);
        await recordActivity(tx, {
          modelType: "invoice",
          modelId: id,
          action: "adjustment",
          actor: user,
          before: null,
          after: null,
          note: `${body.kind} ${body.amountCents} cents: ${body.reason}`,
        });
        return after;
      });
      return reply.status(201).send({
        code: 201,
        message: "Adjustment recorded.",
        data: invoiceToRow(invoice),
      });
    },
  );
}
