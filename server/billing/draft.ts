/**
 * The lines an invoice would hold: the billable trips of one party in a period (completed trips, no-
 * shows and late cancellations of its payor type), minus those already on an active invoice, each
 * priced by domain/billing from its stored fare and the price list of its day.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { DraftLine } from "../../domain/billing/lines";
import { tripInvoiceLines } from "../../domain/billing/lines";
import { originDestinationModifier } from "../../domain/billing/modifiers";
import { priceInEffect } from "../../domain/fare";
import type { GenerateInvoiceBody } from "../../domain/schemas/invoice";
import { INVOICE_MESSAGES } from "../../domain/schemas/invoice";
import type { Db } from "../db/client";
import {
  facilities,
  insuranceProviders,
  invoiceLines,
  tripPrices,
  trips,
} from "../db/schema";
import { unprocessable } from "../errors";
import { calendarDay } from "../trips/fare";

export interface BilledParty {
  facilityId: string | null;
  insuranceProviderId: string | null;
  name: string;
  email: string | null;
}

export interface InvoiceDraft {
  party: BilledParty;
  periodFrom: string;
  periodTo: string;
  lines: DraftLine[];
  tripCount: number;
  totalCents: number;
}

type Period = Pick<
  GenerateInvoiceBody,
  "facilityId" | "insuranceProviderId" | "fromDate" | "toDate"
>;

/** The facility or insurer billed; 422 on the field when it does not exist. */
export async function billedParty(db: Db, body: Period): Promise<BilledParty> {
  if (body.facilityId) {
    const [f] = await db
      .select()
      .from(facilities)
      .where(eq(facilities.id, body.facilityId))
      .limit(1);
    if (!f)
      throw unprocessable(INVOICE_MESSAGES.unknownFacility, [
        { field: "facilityId", message: INVOICE_MESSAGES.unknownFacility },
      ]);
    return {
      facilityId: f.id,
      insuranceProviderId: null,
      name: f.name,
      email: f.billingContactEmail,
    };
  }
  const [p] = await db
    .select()
    .from(insuranceProviders)
    .where(eq(insuranceProviders.id, body.insuranceProviderId ?? ""))
    .limit(1);
  if (!p)
    throw unprocessable(INVOICE_MESSAGES.unknownInsurer, [
      {
        field: "insuranceProviderId",
        message: INVOICE_MESSAGES.unknownInsurer,
      },
    ]);
  return {
    facilityId: null,
    insuranceProviderId: p.id,
    name: p.name,
    email: p.email,
  };
}

/** Draft lines of a party's period (what generate previews, and stores unless it is a preview). */
export async function draftInvoice(
  db: Db,
  body: Period & { fromDate: string; toDate: string },
  timeZone: string,
): Promise<InvoiceDraft> {
  const party = await billedParty(db, body);
  const day = sql`(${trips.pickUpDatetime} at time zone ${timeZone})::date`;
  const payer = party.facilityId
    ? and(
        eq(trips.facilityId, party.facilityId),
        eq(trips.payorType, "facility"),
      )
    : and(
        eq(trips.insuranceProviderId, party.insuranceProviderId ?? ""),
        eq(trips.payorType, "insurance"),
      );
  const candidates = await db
    .select()
    .from(trips)
    .where(
      and(
        payer,
        sql`${day} between ${body.fromDate}::date and ${body.toDate}::date`,
        or(
          eq(trips.tripStatus, "completed"),
          inArray(trips.outcomeCode, ["no-show", "late-cancel"]),
        ),
        sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.tripId} = ${trips.id} and ${invoiceLines.active} = 1)`,
      ),
    )
    .orderBy(asc(trips.pickUpDatetime), asc(trips.id));
  const lists = await db.select().from(tripPrices);
  const facilityIds = [
    ...new Set(candidates.map((t) => t.facilityId).filter(Boolean)),
  ] as string[];
  const facilityRows = facilityIds.length
    ? await db
        .select({
          id: facilities.id,
          name: facilities.name,
          facilityType: facilities.facilityType,
        })
        .from(facilities)
        .where(inArray(facilities.id, facilityIds))
    : [];
  const facilityOf = new Map(facilityRows.map((f) => [f.id, f]));

  const lines: DraftLine[] = [];
  const billedTrips = new Set<string>();
  for (const trip of candidates) {
    const serviceDate = calendarDay(trip.pickUpDatetime, timeZone);
    const price = priceInEffect(lists, trip.bookingType, serviceDate);
    if (!price) continue;
    const facility = trip.facilityId ? facilityOf.get(trip.facilityId) : null;
    const modifier = originDestinationModifier(trip, facility ?? null);
    const tripLines = tripInvoiceLines(
      {
        ...trip,
        attendantCount: trip.attendantCount,
        fare: trip.fare ?? null,
      },
      { ...price, hcpcsCodes: price.hcpcsCodes ?? {} },
      serviceDate,
      modifier,
    );
    if (tripLines.length) billedTrips.add(trip.id);
    lines.push(...tripLines);
  }
  return {
    party,
    periodFrom: body.fromDate,
    periodTo: body.toDate,
    lines,
    tripCount: billedTrips.size,
    totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
  };
}
