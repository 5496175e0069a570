/**
 * The transport demo data the seed writes: drivers, vehicles, patients, insurers and prices; trips
 * over the last 90 days and the next 14; legs, places and distances; the demo driver's and
 * customer's days; invoices.
 */
import { describe, expect, it } from "vitest";
import {
  activities,
  driverManifests,
  drivers,
  facilities,
  insuranceProviders,
  invoiceAdjustments,
  invoiceLines,
  invoices,
  patients,
  paymentRecords,
  tripPrices,
  trips,
  users,
  vehicles,
} from "../../server/db/schema";
import { computeFare, priceInEffect } from "../../domain/fare";
import {
  BOOKING_TYPES,
  CANCELLING_PARTIES,
  OUTCOME_CODES,
  TRIP_STATUSES,
} from "../../domain/schemas/trip";
import { todayIso, worstExpiry } from "../../domain/expiry";
import { vinProblem } from "../../domain/vin";
import { eq } from "drizzle-orm";
import { operatorDay } from "../../server/db/demo/tripBookings";
import { demoWorld } from "./support/appWorld";

describe("the transport demo data", () => {
  const demo = demoWorld(async () => ({}));
  const userByEmail = async (email: string) =>
    (await demo.t.db.select().from(users).where(eq(users.email, email)))[0];

  it("has ~20 drivers (the demo driver linked), 15 vehicles with valid VINs, 200 patients, 3 insurers and prices for every booking type", async () => {
    const today = todayIso();
    const driverRows = await demo.t.db.select().from(drivers);
    expect(driverRows).toHaveLength(20);
    const driverAccount = await userByEmail("driver@example.com");
    expect(
      driverRows.filter((d) => d.userId === driverAccount.id),
    ).toHaveLength(1);
    // Some credentials are always inside the warning window, some already expired.
    const states = driverRows.map((d) =>
      worstExpiry(
        [d.licenseExpiresOn, d.cprCertifiedUntil, d.wheelchairCertifiedUntil],
        today,
      ),
    );
    expect(states).toContain("expiringSoon");
    expect(states).toContain("expired");
    expect(states).toContain("valid");

    const vehicleRows = await demo.t.db.select().from(vehicles);
    expect(vehicleRows).toHaveLength(15);
    for (const v of vehicleRows) expect(vinProblem(v.vin), v.vin).toBeNull();
    expect(new Set(vehicleRows.map((v) => v.vin)).size).toBe(15);

    const patientRows = await demo.t.db.select().from(patients);
    expect(patientRows).toHaveLength(200);
    const facilityRows = await demo.t.db.select().from(facilities);
    expect(new Set(patientRows.map((p) => p.facilityId))).toEqual(
      new Set([...facilityRows.map((f) => f.id), null]),
    );
    expect(await demo.t.db.select().from(insuranceProviders)).toHaveLength(3);
    const prices = await demo.t.db.select().from(tripPrices);
    expect(new Set(prices.map((p) => p.bookingType))).toEqual(
      new Set(["private", "facility", "hospital"]),
    );
  });

  it("spans the last 90 days and the next 14 in every status and booking type, for every facility", async () => {
    const rows = await demo.t.db.select().from(trips);
    expect(rows.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(rows.map((t) => t.tripStatus))).toEqual(
      new Set(TRIP_STATUSES),
    );
    expect(new Set(rows.map((t) => t.bookingType))).toEqual(
      new Set(BOOKING_TYPES),
    );
    const facilityIds = (await demo.t.db.select().from(facilities)).map(
      (f) => f.id,
    );
    for (const id of facilityIds)
      expect(rows.some((t) => t.facilityId === id)).toBe(true);
    const now = Date.now();
    const day = 86_400_000;
    const times = rows.map((t) => t.pickUpDatetime.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - 91 * day);
    expect(Math.max(...times)).toBeLessThan(now + 16 * day);

    // Statuses fit the clock: nothing stamped in the future, nothing future completed.
    for (const t of rows) {
      for (const stamp of [
        t.confirmedAt,
        t.tripStartedAt,
        t.arrivedAtPickUpAt,
        t.patientOnBoardAt,
        t.arrivedAtDropOffAt,
        t.tripEndedAt,
        t.cancelledAt,
      ])
        if (stamp) expect(stamp.getTime()).toBeLessThanOrEqual(now);
      if (t.tripStatus === "completed") {
        expect(t.tripEndedAt).toBeInstanceOf(Date);
        expect(t.tripStartedAt).toBeInstanceOf(Date);
        expect(t.confirmedAt).toBeInstanceOf(Date);
        expect(t.outcomeCode).toBe("completed");
      }
      if (t.tripStatus === "cancelled") {
        expect(t.cancelled).toBe(true);
        expect(t.cancelledAt).toBeInstanceOf(Date);
        expect(CANCELLING_PARTIES).toContain(t.cancelledByParty);
        // A cancellation's outcome: anything but "completed", never missing.
        expect(OUTCOME_CODES.filter((c) => c !== "completed")).toContain(
          t.outcomeCode,
        );
      }
      if (t.tripStatus === "pending") expect(t.confirmed).toBe(false);
      if (t.tripStatus !== "pending" && t.tripStatus !== "cancelled") {
        expect(t.confirmedBy).toMatch(/\S/);
        expect(t.driverId).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
  });

  it("links round-trip legs both ways, has will-call returns, and fares from the seeded prices", async () => {
    const rows = await demo.t.db.select().from(trips);
    const byId = new Map(rows.map((t) => [t.id, t]));
    const returns = rows.filter((t) => t.direction === "return");
    expect(returns.length).toBeGreaterThan(100);
    for (const r of returns) {
      const out = byId.get(r.linkedTripId!)!;
      expect(out.direction).toBe("outbound");
      expect(out.linkedTripId).toBe(r.id);
      expect(out.patientId).toBe(r.patientId);
    }
    expect(returns.some((r) => r.willCall && r.willCallActivatedAt)).toBe(true);
    expect(returns.some((r) => r.willCall && !r.willCallActivatedAt)).toBe(
      true,
    );
    const prices = await demo.t.db.select().from(tripPrices);
    for (const t of rows.slice(0, 200)) {
      const price = priceInEffect(
        prices,
        t.bookingType,
        operatorDay(t.pickUpDatetime),
      )!;
      const fare = computeFare(price, {
        distanceInMiles: t.distanceInMiles!,
        wheelchairTrip: t.wheelchairTrip,
        stretcherTrip: t.stretcherTrip,
        additionalWaitTimeInMinutes: t.additionalWaitTimeInMinutes,
        isRoundTrip: false,
      });
      expect(t.fareTotalCents).toBe(fare.totalCents);
    }
    // Facility trips carry their patient's facility.
    const patientRows = new Map(
      (await demo.t.db.select().from(patients)).map((p) => [p.id, p]),
    );
    for (const t of rows.filter((t) => t.facilityId))
      expect(t.facilityId).toBe(patientRows.get(t.patientId)!.facilityId);
  });

  it("locates every patient address, and measures every trip between them as an estimate (issue 22)", async () => {
    const patientRows = await demo.t.db.select().from(patients);
    for (const p of patientRows)
      for (const a of p.addresses) {
        expect(a.latitude, a.postalCode).toBeTypeOf("number");
        expect(a.longitude, a.postalCode).toBeTypeOf("number");
      }
    const homes = new Map(patientRows.map((p) => [p.id, p.addresses[0]]));
    const rows = await demo.t.db.select().from(trips);
    for (const t of rows) {
      expect(t.distanceInMiles).toBeGreaterThan(0);
      expect(t.distanceEstimated).toBe(true);
    }
    // A trip from home starts where the patient's home was located.
    const fromHome = rows.filter(
      (t) => t.direction === "outbound" && t.pickUpAddress.name === "Home",
    );
    expect(fromHome.length).toBeGreaterThan(100);
    for (const t of fromHome.slice(0, 200))
      expect(t.pickUpAddress).toMatchObject({
        latitude: homes.get(t.patientId)!.latitude,
        longitude: homes.get(t.patientId)!.longitude,
      });
  });

  it("gives driver@example.com a day today and customer@example.com their bookings, with payments", async () => {
    const driverUser = await userByEmail("driver@example.com");
    const [me] = await demo.t.db
      .select()
      .from(drivers)
      .where(eq(drivers.userId, driverUser.id));
    const today = todayIso();
    const mine = (
      await demo.t.db.select().from(trips).where(eq(trips.driverId, me.id))
    ).filter(
      (t) =>
        t.pickUpDatetime.toISOString().slice(0, 10) === today ||
        t.tripStatus === "confirmed",
    );
    expect(
      mine.some(
        (t) =>
          t.tripStatus === "confirmed" &&
          !t.tripStartedAt &&
          t.pickUpDatetime.getTime() > Date.now(),
      ),
    ).toBe(true);
    // Issue 10: that day is published, so "My day" shows it at once.
    const published = await demo.t.db
      .select()
      .from(driverManifests)
      .where(eq(driverManifests.driverId, me.id));
    expect(published.map((m) => m.serviceDate)).toContain(
      operatorDay(new Date()),
    );

    const customer = await userByEmail("customer@example.com");
    const booked = await demo.t.db
      .select()
      .from(trips)
      .where(eq(trips.bookingUserId, customer.id));
    expect(booked.length).toBeGreaterThan(10);
    const created = await demo.t.db
      .select()
      .from(patients)
      .where(eq(patients.createdByUserId, customer.id));
    expect(created.length).toBeGreaterThan(0);
    const ids = new Set(created.map((p) => p.id));
    for (const t of booked) {
      expect(ids.has(t.patientId)).toBe(true);
      expect(t.bookingType).toBe("private");
    }
    const history = await demo.t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, booked[0].id));
    expect(history.map((a) => a.action)).toEqual(["created"]);

    const payments = await demo.t.db.select().from(paymentRecords);
    expect(new Set(payments.map((p) => p.status))).toEqual(
      new Set(["completed", "pending", "failed"]),
    );
    // Open checkout links carry a 43-character random token (issue 12).
    for (const p of payments.filter((p) => p.status === "pending"))
      expect(p.checkoutToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tripById = new Map(
      (await demo.t.db.select().from(trips)).map((t) => [t.id, t]),
    );
    for (const p of payments) {
      const t = tripById.get(p.tripId)!;
      expect(t.bookingType).toBe("private");
      expect(p.amountCents).toBe(t.fareTotalCents);
    }
  });

  it("has invoices for each facility over the last two months in every status, their totals from their lines", async () => {
    const rows = await demo.t.db.select().from(invoices);
    const lines = await demo.t.db.select().from(invoiceLines);
    // Every facility that pays for trips (Hillcrest's riders pay their own: private bookings).
    const billed = await demo.t.db
      .selectDistinct({ id: trips.facilityId })
      .from(trips)
      .where(eq(trips.payorType, "facility"));
    expect(billed.length).toBeGreaterThanOrEqual(2);
    for (const { id } of billed)
      expect(rows.some((r) => r.facilityId === id)).toBe(true);
    expect(rows.some((r) => r.insuranceProviderId)).toBe(true);
    const seen = (key: "submissionStatus" | "reviewStatus" | "settlementStatus") =>
      [...new Set(rows.map((r) => r[key]))].sort(); // prettier-ignore
    expect(seen("submissionStatus")).toEqual(["draft", "sent", "void"]);
    expect(seen("reviewStatus")).toEqual(["approved", "denied", "not-reviewed", "partially-approved"]); // prettier-ignore
    expect(seen("settlementStatus")).toEqual(["paid", "partially-paid", "unpaid"]); // prettier-ignore
    expect(await demo.t.db.select().from(invoiceAdjustments)).not.toHaveLength(
      0,
    );
    for (const r of rows) {
      const own = lines.filter((l) => l.invoiceId === r.id);
      expect(r.totalCents).toBe(own.reduce((s, l) => s + l.amountCents, 0));
      // A void invoice owes nothing; any other owes what its lines bill less what came in.
      expect(r.balanceCents).toBe(r.submissionStatus === "void" ? 0 : r.totalCents - r.paidCents - r.adjustedCents); // prettier-ignore
      expect(own.every((l) => l.active === (r.submissionStatus === "void" ? 0 : 1))).toBe(true); // prettier-ignore
    }
    // No trip component is on two active invoices (the index would have refused it).
    const active = lines.filter((l) => l.active === 1).map((l) => `${l.tripId} ${l.component}`); // prettier-ignore
    expect(new Set(active).size).toBe(active.length);
  });
});
