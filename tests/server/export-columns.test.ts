/**
 * The readable columns of every list's CSV export (server/entities/exportColumns.ts,
 * tripExportColumns.ts): labels for codes, Yes/No, days, dollars, and referenced records by name,
 * as the screens' exporters wrote them; no ids.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateTime } from "../../domain/exportValues";
import type { Headers } from "./support/api";
import { as, post } from "./support/api";
import { csvRecords } from "./support/csv";
import { buildDriver } from "./support/driverFactories";
import { buildFacility, buildUser } from "./support/factories";
import { buildInsuranceProvider } from "./support/facilityFactories";
import { buildPatient, buildTripPrice } from "./support/patientFactories";
import {
  insertPaymentRecord,
  insertTrip,
  PICK_UP,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { buildVehicle } from "./support/vehicleFactories";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
});
afterAll(() => t.close());

/** The one row an export with this body answers. */
async function onlyRow(prefix: string, body: Record<string, unknown>) {
  const rows = csvRecords(await post(t, `/api${prefix}/export`, body, admin));
  expect(rows).toHaveLength(1);
  return rows[0];
}

describe("readable CSV columns", () => {
  it("vehicles: equipment as Yes/No, the status by its label, no id", async () => {
    await buildVehicle(t.db, {
      make: "Exportmake",
      wheelchairAccessible: true,
      status: "maintenance",
      insuranceExpiresOn: "2027-01-31",
    });
    const row = await onlyRow("/vehicles", { make: "Exportmake" });
    expect(row).toMatchObject({
      make: "Exportmake",
      wheelchairAccessible: "Yes",
      stretcherCapable: "No",
      status: "In maintenance",
      insuranceExpiresOn: "2027-01-31",
    });
    expect(Object.keys(row)).not.toContain("vehicleId");
  });

  it("drivers: the status by its label and the linked account by name and email", async () => {
    const user = await buildUser(t.db, { role: "driver", firstName: "Lin" });
    const driver = await buildDriver(t.db, {
      userId: user.id,
      lastName: "Exportdriver",
      status: "on_leave",
    });
    const row = await onlyRow("/drivers", { userId: driver.userId });
    expect(row.status).toBe("On leave");
    expect(row.userId).toBe(`Lin ${user.lastName} <${user.email}>`);
    expect(row.credentialsState).toBe("Valid");
  });

  it("facilities: the type by its label, the day it was added", async () => {
    const f = await buildFacility(t.db, { facilityType: "hospital" });
    const row = await onlyRow("/facilities", { searchTerm: f.name });
    expect(row.facilityName).toBe(f.name);
    expect(row.facilityType).toBe("Hospital");
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("facility users: the facility by name, the role by its label, Yes/No", async () => {
    const f = await buildFacility(t.db);
    await buildUser(t.db, { role: "nurse", facilityId: f.id, firstName: "Nia" }); // prettier-ignore
    const row = await onlyRow("/facility-users", { facilityId: f.id });
    expect(row).toMatchObject({
      facilityId: f.name,
      roleCode: "Nurse",
      active: "Yes",
      requirePasswordReset: "No",
    });
    expect(row.name).toMatch(/^Nia User /);
  });

  it("insurance providers: the address on one line, active as Yes/No", async () => {
    const p = await buildInsuranceProvider(t.db, {
      addressLine1: "1 Payer Way",
      city: "Columbus",
      postalCode: "43215",
      active: false,
    });
    const row = await onlyRow("/insurance-providers", { searchTerm: p.name });
    expect(row.address).toBe("1 Payer Way, Columbus, OH 43215");
    expect(row.active).toBe("No");
  });

  it("patients: provider and facility by name, every address labelled in one cell", async () => {
    const f = await buildFacility(t.db);
    const p = await buildInsuranceProvider(t.db);
    await buildPatient(t.db, {
      facilityId: f.id,
      insuranceProviderId: p.id,
      wheelchair: true,
    });
    const row = await onlyRow("/patients", { facilityId: f.id });
    expect(row).toMatchObject({
      facilityId: f.name,
      insuranceProviderId: p.name,
      wheelchair: "Yes",
      stretcher: "No",
      addressList: "Home: 12 Elm Street, Columbus, OH 43215",
    });
  });

  it("trip prices: the booking type by its label, amounts in dollars", async () => {
    await buildTripPrice(t.db, {
      bookingType: "hospital",
      effectiveFrom: "2031-05-01",
    });
    const row = await onlyRow("/trip-prices", { bookingType: "hospital" });
    expect(row).toMatchObject({
      bookingType: "Hospital",
      effectiveFrom: "2031-05-01",
      baseFareCents: "$25.00",
      perMileCents: "$2.75",
    });
  });

  it("trips: a trip with neither wheelchair nor stretcher is Ambulatory (issue 22)", async () => {
    const f = await buildFacility(t.db);
    await insertTrip(t.db, { facilityId: f.id, wheelchairTrip: false, stretcherTrip: false }); // prettier-ignore
    const row = await onlyRow("/trips", {
      additionalStringFilters: { facilityId: f.id },
    });
    expect(row.equipment).toBe("Ambulatory");
  });

  it("trips: patient, places, driver and facility by name, fare in dollars, payment status", async () => {
    const f = await buildFacility(t.db);
    const driver = await buildDriver(t.db, { firstName: "Dee" });
    const patient = await buildPatient(t.db, {
      facilityId: f.id,
      firstName: "Ada",
      lastName: "Exportpatient",
    });
    const trip = await insertTrip(t.db, {
      patientId: patient.id,
      facilityId: f.id,
      driverId: driver.id,
      wheelchairTrip: true,
      oxygen: true,
      bookingType: "facility",
      requesterName: "Rita Requester",
      fareId: randomUUID(),
      fareTotalCents: 5905,
      fare: {
        legs: 1,
        baseFareCents: 2500,
        mileageCents: 3405,
        wheelchairSurchargeCents: 0,
        stretcherSurchargeCents: 0,
        waitTimeCents: 0,
        totalCents: 5905,
        totalCostDollars: 59,
        totalCostCents: 5,
      },
    });
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "completed" });
    const row = await onlyRow("/trips", {
      additionalStringFilters: { facilityId: f.id },
    });
    expect(row).toMatchObject({
      pickUpDatetime: localDateTime(PICK_UP, t.app.config.TRIP_TIME_ZONE),
      patientName: "Ada Exportpatient",
      originName: "Home",
      destinationName: "Mercy Dialysis",
      bookingType: "Facility",
      equipment: "Wheelchair, Oxygen",
      tripStatus: "Pending",
      driverId: `Dee ${driver.lastName}`,
      facilityId: f.name,
      fare: "$59.05",
      paymentRecord: "Completed",
      requesterName: "Rita Requester",
    });
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
