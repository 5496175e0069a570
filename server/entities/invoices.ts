import type { AnyPgColumn } from "drizzle-orm/pg-core";
/**
 * Invoices (issue 12): GET /invoices/{id}, POST /invoices/search, POST /invoices (the office fields
 * of an existing invoice: due date, the payer's review and a denial's reason; totals and the other
 * statuses never come from the client) and DELETE /invoices/{id} (a draft without money only). The
 * billing calls live in server/billing.
 */
import { eq, gte, lte, ne } from "drizzle-orm";
import { dayIn } from "../../domain/zonedTime";
import { invoicesModule } from "../../domain/modules/invoices";
import {
  INVOICE_MESSAGES,
  invoiceSchema,
  invoiceUpsertSchema,
} from "../../domain/schemas/invoice";
import { recordActivity } from "../activities/record";
import { documentRoutes } from "../billing/documents";
import { generateRoutes } from "../billing/generate";
import { moneyRoutes } from "../billing/money";
import { invoiceToRow } from "../billing/rows";
import { sendRoutes } from "../billing/send";
import { voidRoutes } from "../billing/void";
import { defineEntity } from "../crud/entity";
import { invoices } from "../db/schema";
import { overdueFilterCondition } from "../billing/overdue";
import { filterDay } from "../crud/filterDay";
import { conflict } from "../errors";
import { INVOICE_CSV_COLUMNS } from "./invoiceExportColumns";

const VOID = "void";

/** A YYYY-MM-DD filter comparing a date column with the day (400 for one that does not exist). */
const dayFilter = (name: string, column: AnyPgColumn, compare: typeof gte) => ({
  kind: "string" as const,
  build: (v: string | number | boolean) => compare(column, filterDay(name, v)),
});

export const invoiceEntity = defineEntity({
  entity: invoicesModule.api.entity,
  prefix: invoicesModule.api.prefix,
  table: invoices,
  idColumn: invoices.id,
  idField: invoicesModule.api.idField,
  rowSchema: invoiceSchema,
  bodySchema: invoiceUpsertSchema,
  toRow: (record) => invoiceToRow(record),
  toValues: (body) => ({
    ...(body.dueOn !== undefined ? { dueOn: body.dueOn } : {}),
    ...(body.reviewStatus
      ? {
          reviewStatus: body.reviewStatus,
          denialReason:
            body.reviewStatus === "denied" ? body.denialReason : null,
        }
      : {}),
  }),
  sortable: {
    createdAt: invoices.createdAt,
    periodFrom: invoices.periodFrom,
    totalCents: invoices.totalCents,
    balanceCents: invoices.balanceCents,
    billedToName: invoices.billedToName,
  },
  defaultSort: "createdAt",
  filters: {
    facilityId: { kind: "uuid", column: invoices.facilityId },
    insuranceProviderId: { kind: "uuid", column: invoices.insuranceProviderId },
    submissionStatus: { kind: "string", column: invoices.submissionStatus },
    reviewStatus: { kind: "string", column: invoices.reviewStatus },
    settlementStatus: { kind: "string", column: invoices.settlementStatus },
    /** Invoices whose period ends on or after this day / starts on or before this day. */
    periodFrom: dayFilter("periodFrom", invoices.periodTo, gte),
    periodTo: dayFilter("periodTo", invoices.periodFrom, lte),
    /** Issued on or after / on or before this day (the revenue report's "billed in the period"). */
    issuedFrom: dayFilter("issuedFrom", invoices.issuedOn, gte),
    issuedTo: dayFilter("issuedTo", invoices.issuedOn, lte),
    /** Void (true) or not (false): billed money counts every invoice but the void ones. */
    voided: {
      kind: "boolean",
      build: (v) =>
        v
          ? eq(invoices.submissionStatus, VOID)
          : ne(invoices.submissionStatus, VOID),
    },
  },
  // Overdue as the dashboard counts it (issue 29): due before the operator's today, whose zone only
  // the app's configuration knows.
  requestFilters: async (_request, { app }) => ({
    overdue: {
      kind: "boolean",
      build: (v) =>
        overdueFilterCondition(
          dayIn(new Date(), app.config.TRIP_TIME_ZONE),
          v === true,
        ),
    },
  }),
  searchColumn: invoices.searchText,
  dateColumn: invoices.periodFrom,
  access: invoicesModule.access,
  csvColumns: INVOICE_CSV_COLUMNS,
  beforeWrite: (_body, existing) => {
    if (existing?.submissionStatus === "void")
      throw conflict(INVOICE_MESSAGES.alreadyVoid);
  },
  onUpdated: async (updated, existing, _body, { tx, user }) => {
    await recordActivity(tx, {
      modelType: "invoice",
      modelId: updated.id,
      action: "updated",
      actor: user,
      before: existing,
      after: updated,
    });
  },
  beforeDelete: (existing) => {
    if (
      existing.submissionStatus !== "draft" ||
      existing.paidCents > 0 ||
      existing.adjustedCents > 0
    )
      throw conflict(INVOICE_MESSAGES.deleteRefused);
  },
  routes: (app) => {
    generateRoutes(app);
    moneyRoutes(app);
    voidRoutes(app);
    documentRoutes(app);
    sendRoutes(app);
  },
});
