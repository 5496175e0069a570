/**
 * Analytics tests' world (issue 29): two facilities and trips without one, over the last days and
 * today in New York time: on time, late, no-shows, late cancels, cancellations, will-call legs;
 * invoices overdue or not; drivers with online records (one online now), expiring credentials and
 * vehicle documents. The tests compare each figure with their own SQL over this data.
 */
import { expect } from "vitest";
import { dayIn } from "../../../domain/zonedTime";
import type { Db } from "../../../server/db/client";
import {
  invoicePayments,
  invoices,
  paymentAllocations,
} from "../../../server/db/schema";
import type { Headers } from "./api";
import { as, post } from "./api";
import { enableAllFeatures } from "./allFeatures";
import { buildDriver, buildOnlineStatusRecord } from "./driverFactories";
import { buildFacility } from "./factories";
import { ago, plus, seedTrips } from "./analyticsTrips";

export { ago, plus } from "./analyticsTrips";
import { insertPaymentRecord } from "./tripFactories";
import type { TestApp } from "./testApp";
import { buildTestApp } from "./testApp";
import { buildVehicle } from "./vehicleFactories";

export const ZONE = "America/New_York";
export const API = "/api/analytics";
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Days of the report period used by the tests: the last 14 days up to yesterday (New York). */
export function reportPeriod() {
  const today = dayIn(new Date(), ZONE);
  const day = (n: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    return isoDay(d);
  };
  return { fromDate: day(14), toDate: day(1) };
}

export interface AnalyticsWorld {
  alpha: string;
  beta: string;
  drivers: { ann: string; bob: string };
}

let invoiceNo = 0;
async function insertInvoice(
  db: Db,
  values: Partial<typeof invoices.$inferInsert> & { totalCents: number },
  paid = 0,
) {
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-A${++invoiceNo}`,
      billedToName: "Test payer",
      periodFrom: "2025-01-01",
      periodTo: "2025-01-31",
      submissionStatus: "sent",
      paidCents: paid,
      ...values,
    })
    .returning();
  if (paid > 0) {
    const [payment] = await db
      .insert(invoicePayments)
      .values({ amountCents: paid, method: "check", receivedAt: ago(2, 16) })
      .returning();
    await db
      .insert(paymentAllocations)
      .values({ paymentId: payment.id, invoiceId: row.id, amountCents: paid });
  }
  return row;
}

async function seedInvoices(db: Db, alpha: string, beta: string) {
  const day = (n: number) => isoDay(ago(n, 16));
  // Overdue: alpha's, part paid; beta's, unpaid and long overdue.
  await insertInvoice(
    db,
    { facilityId: alpha, totalCents: 10_000, issuedOn: day(12), dueOn: day(5) },
    3000,
  );
  await insertInvoice(db, {
    facilityId: beta,
    totalCents: 7000,
    issuedOn: day(60),
    dueOn: day(30),
  });
  // Not overdue: paid, void, not yet due.
  await insertInvoice(
    db,
    { facilityId: beta, totalCents: 5000, issuedOn: day(10), dueOn: day(1) },
    5000,
  );
  await insertInvoice(db, {
    facilityId: alpha,
    totalCents: 4000,
    issuedOn: day(10),
    dueOn: day(2),
    submissionStatus: "void",
  });
  await insertInvoice(db, {
    facilityId: alpha,
    totalCents: 2500,
    issuedOn: day(3),
    dueOn: isoDay(ago(-20, 16)),
  });
}

export async function seedAnalyticsWorld(db: Db): Promise<AnalyticsWorld> {
  const alpha = (await buildFacility(db, { name: "Alpha Care" })).id;
  const beta = (await buildFacility(db, { name: "Beta Hospital" })).id;
  const soon = isoDay(ago(-10, 16));
  const ann = (await buildDriver(db, { firstName: "Ann", lastName: "Able" }))
    .id;
  const bob = (
    await buildDriver(db, {
      firstName: "Bob",
      lastName: "Baker",
      licenseExpiresOn: soon,
    })
  ).id;
  // Expiring but inactive: no alert.
  await buildDriver(db, {
    firstName: "Cy",
    lastName: "Gone",
    status: "inactive",
    licenseExpiresOn: soon,
  });
  await buildVehicle(db, { insuranceExpiresOn: soon });
  await buildVehicle(db, { registrationExpiresOn: isoDay(ago(5, 16)) });
  await buildVehicle(db, { insuranceExpiresOn: soon, status: "retired" });
  await buildVehicle(db, { insuranceExpiresOn: isoDay(ago(-90, 16)) });
  // Ann: 4 hours online 5 days ago, online again now; Bob: 1.5 hours 3 days ago, then offline.
  await buildOnlineStatusRecord(db, { driverId: ann, createdAt: ago(5, 14) });
  await buildOnlineStatusRecord(db, {
    driverId: ann,
    onlineStatus: false,
    createdAt: ago(5, 18),
  });
  await buildOnlineStatusRecord(db, {
    driverId: ann,
    createdAt: plus(new Date(), -5),
  });
  await buildOnlineStatusRecord(db, { driverId: bob, createdAt: ago(3, 14) });
  await buildOnlineStatusRecord(db, {
    driverId: bob,
    onlineStatus: false,
    createdAt: plus(ago(3, 15), 30),
  });
  const tripIds = await seedTrips(db, alpha, beta, ann, bob);
  // Private payments: the no-facility trip's, and alpha's first trip's.
  await insertPaymentRecord(db, {
    tripId: tripIds[10],
    amountCents: 1200,
    paidAt: ago(2, 17),
  });
  await insertPaymentRecord(db, {
    tripId: tripIds[0],
    amountCents: 4500,
    paidAt: ago(3, 17),
  });
  await seedInvoices(db, alpha, beta);
  return { alpha, beta, drivers: { ann, bob } };
}

/** One analytics call answered 200 "OK"; its data. */
/**
 * A test file's app on the analytics world: the operator's zone ZONE, every feature on, the world
 * seeded, and a system administrator's headers.
 */
export async function openAnalyticsWorld(): Promise<{
  t: TestApp;
  world: AnalyticsWorld;
  admin: Headers;
}> {
  const t = await buildTestApp({ TRIP_TIME_ZONE: ZONE });
  await enableAllFeatures(t.db);
  const world = await seedAnalyticsWorld(t.db);
  const admin = (await as(t, "systemadmin")).headers;
  return { t, world, admin };
}

export async function analytics<T>(
  t: TestApp,
  path: string,
  body: unknown,
  headers: Headers,
): Promise<T> {
  const res = await post(t, `${API}/${path}`, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe("OK");
  return res.json().data as T;
}

/** Rows of a raw SQL query (both engines answer `{rows}`). */
export async function rowsOf<T>(db: Db, query: string): Promise<T[]> {
  const { sql } = await import("drizzle-orm");
  const result = await db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}
