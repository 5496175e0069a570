/**
 * An invoice's documents: GET /invoices/{id}/ledger (its lines, payments and adjustments),
 * GET /invoices/{id}/pdf and GET /invoices/{id}/claim-837p (insurance invoices only, else 409);
 * sending by email is ./send.ts.
 */
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { invoicesModule } from "../../domain/modules/invoices";
import {
  INVOICE_MESSAGES,
  invoiceLedgerSchema,
} from "../../domain/schemas/invoice";
import type { InvoiceLedger } from "../../domain/schemas/invoice";
import { envelopeSchema } from "../../domain/schemas/search";
import type { AccessEntry } from "../activities/access";
import { recordAccess } from "../activities/access";
import type { Config } from "../config";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { insuranceProviders, invoices, patients, trips } from "../db/schema";
import { conflict, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import type { BillingProvider, ClaimTrip } from "./claim837p";
import type { InvoiceRecord } from "./ledger";
import { INVOICE_NOT_FOUND } from "./ledger";
import { renderInvoicePdf } from "./pdf";
import { loadLedger } from "./rows";

const prefix = invoicesModule.api.prefix;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const billingProviderOf = (config: Config): BillingProvider => ({
  name: config.BILLING_PROVIDER_NAME,
  npi: config.BILLING_PROVIDER_NPI,
  taxId: config.BILLING_PROVIDER_TAX_ID,
  phone: config.BILLING_PROVIDER_PHONE,
  address: config.BILLING_PROVIDER_ADDRESS,
  city: config.BILLING_PROVIDER_CITY,
  state: config.BILLING_PROVIDER_STATE,
  zip: config.BILLING_PROVIDER_ZIP,
});

export async function findInvoice(db: Db, id: string): Promise<InvoiceRecord> {
  const [found] = UUID.test(id)
    ? await db.select().from(invoices).where(eq(invoices.id, id)).limit(1)
    : [];
  if (!found) throw notFound(INVOICE_NOT_FOUND);
  return found;
}

/** The trips of an invoice's lines as the claim needs them (patient, policy, stops). */
async function claimTrips(db: Db, tripIds: string[]): Promise<ClaimTrip[]> {
  if (!tripIds.length) return [];
  const rows = await db
    .select({ trip: trips, patient: patients })
    .from(trips)
    .innerJoin(patients, eq(patients.id, trips.patientId))
    .where(inArray(trips.id, tripIds));
  return rows.map(({ trip, patient }) => {
    const home = patient.addresses[0];
    return {
      tripId: trip.id,
      patientId: patient.id,
      patientFirstName: patient.firstName,
      patientLastName: patient.lastName,
      dateOfBirth: patient.dateOfBirth,
      policyId: trip.insurancePolicyId ?? patient.insurancePolicyId ?? "",
      patientAddress: home ? { ...home, name: home.label } : null,
      pickUp: trip.pickUpAddress,
      dropOff: trip.dropOffAddress,
      distanceInMiles: trip.distanceInMiles,
    };
  });
}

export function documentRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const read = base.authorize(invoicesModule.access.read);
  const provider = () => billingProviderOf(base.config);
  /**
   * An invoice's lines name patients and their trips: each answer is recorded before it is sent
   * (issue 21, HIPAA 164.312(b)), with what was handed out and how many lines and trips.
   */
  const recordInvoiceAccess = (
    request: FastifyRequest,
    action: AccessEntry["action"],
    what: string,
    ledger: InvoiceLedger,
  ) =>
    recordAccess(base.db, request, currentUser(request), {
      modelType: "invoice",
      modelId: ledger.invoice.invoiceId,
      action,
      note: `${what}; ${ledger.lines.length} lines, ${new Set(ledger.lines.map((l) => l.tripId)).size} trips`,
    });

  app.get(
    `${prefix}/:id/ledger`,
    {
      preParsing: read,
      schema: {
        params: idParamsSchema,
        response: {
          200: envelopeSchema(invoiceLedgerSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const invoice = await findInvoice(base.db, request.params.id);
      const ledger = await loadLedger(base.db, invoice);
      await recordInvoiceAccess(request, "read", "ledger", ledger);
      return { code: 200, message: "OK", data: ledger };
    },
  );

  app.get(
    `${prefix}/:id/pdf`,
    {
      preParsing: read,
      schema: {
        params: idParamsSchema,
        response: {
          200: z.unknown().describe("The invoice as a PDF (application/pdf)"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(base.db, request.params.id);
      const ledger = await loadLedger(base.db, invoice);
      const pdf = await renderInvoicePdf(ledger, provider());
      await recordInvoiceAccess(request, "download", "PDF", ledger);
      return reply
        .header("Content-Type", "application/pdf")
        .header(
          "Content-Disposition",
          `attachment; filename="${invoice.invoiceNumber}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.get(
    `${prefix}/:id/claim-837p`,
    {
      preParsing: read,
      schema: {
        params: idParamsSchema,
        response: {
          200: z.string().describe("The X12 837P claim file (text/plain)"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(base.db, request.params.id);
      if (!invoice.insuranceProviderId)
        throw conflict(INVOICE_MESSAGES.notInsurance);
      const [payer] = await base.db
        .select()
        .from(insuranceProviders)
        .where(eq(insuranceProviders.id, invoice.insuranceProviderId));
      const ledger = await loadLedger(base.db, invoice);
      const tripIds = [...new Set(ledger.lines.map((l) => l.tripId))];
      // Loaded with the first claim, not at start (issue 13, B5: node-x12 delayed every cold start).
      const { buildClaim837p } = await import("./claim837p");
      const file = buildClaim837p({
        invoiceNumber: invoice.invoiceNumber,
        payerName: payer.name,
        payerId: payer.payerId ?? "UNKNOWN",
        provider: provider(),
        trips: await claimTrips(base.db, tripIds),
        lines: ledger.lines,
        createdAt: new Date(),
      });
      await recordInvoiceAccess(request, "download", "837P claim", ledger);
      return reply
        .header("Content-Type", "text/plain; charset=utf-8")
        .header(
          "Content-Disposition",
          `attachment; filename="${invoice.invoiceNumber}-837P.txt"`,
        )
        .send(file);
    },
  );
}
