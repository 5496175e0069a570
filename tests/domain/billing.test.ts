import { describe, expect, it } from "vitest";
import { computeFare } from "../../domain/fare";
import {
  DEFAULT_HCPCS,
  hcpcsCodeFor,
  levelOfService,
} from "../../domain/billing/hcpcs";
import type {
  BillableTrip,
  BillingPriceList,
} from "../../domain/billing/lines";
import { billingKind, tripInvoiceLines } from "../../domain/billing/lines";
import {
  originDestinationModifier,
  placeCode,
} from "../../domain/billing/modifiers";
import {
  formatInvoiceNumber,
  invoiceMoney,
  settlementStatus,
} from "../../domain/billing/totals";

const PRICE: BillingPriceList = {
  baseFareCents: 3000,
  perMileCents: 275,
  wheelchairSurchargeCents: 1500,
  stretcherSurchargeCents: 6000,
  waitTimePerMinuteCents: 60,
  attendantCents: 1200,
  noShowFeeCents: 2500,
  lateCancelFeeCents: 0,
  hcpcsCodes: {},
};

const trip = (overrides: Partial<BillableTrip> = {}): BillableTrip => ({
  id: "t1",
  tripStatus: "completed",
  outcomeCode: "completed",
  wheelchairTrip: true,
  stretcherTrip: false,
  distanceInMiles: 4.2,
  additionalWaitTimeInMinutes: 0,
  attendantCount: 0,
  fare: null,
  patientName: "Parks Rosa",
  ...overrides,
});

const brief = (lines: ReturnType<typeof tripInvoiceLines>) =>
  lines.map((l) => `${l.component} ${l.hcpcsCode} ${l.units} ${l.unitPriceCents} ${l.amountCents}`); // prettier-ignore

describe("HCPCS codes", () => {
  it("default per component and level of service", () => {
    expect(levelOfService({ wheelchairTrip: true, stretcherTrip: true })).toBe("stretcher"); // prettier-ignore
    expect(levelOfService({ wheelchairTrip: false, stretcherTrip: false })).toBe("ambulatory"); // prettier-ignore
    expect(hcpcsCodeFor("base", "wheelchair")).toBe("A0130");
    expect(hcpcsCodeFor("base", "stretcher")).toBe("T2005");
    expect(hcpcsCodeFor("base", "ambulatory")).toBe("A0100");
    expect(hcpcsCodeFor("mileage", "wheelchair")).toBe("S0209");
    expect(hcpcsCodeFor("mileage", "stretcher")).toBe("T2049");
    expect(hcpcsCodeFor("mileage", "ambulatory")).toBe("A0425");
    expect(hcpcsCodeFor("wait", "wheelchair")).toBe("T2007");
    expect(hcpcsCodeFor("attendant", "stretcher")).toBe("T2001");
    expect(hcpcsCodeFor("no-show", "wheelchair")).toBe(
      DEFAULT_HCPCS["no-show"],
    );
  });

  it("a price list's valid override wins; an invalid one is ignored", () => {
    expect(hcpcsCodeFor("mileage", "wheelchair", { "mileage-wheelchair": "a0425" })).toBe("A0425"); // prettier-ignore
    expect(hcpcsCodeFor("base", "wheelchair", { wheelchair: "bogus" })).toBe("A0130"); // prettier-ignore
    expect(hcpcsCodeFor("no-show", "wheelchair", { "no-show": "A0999" })).toBe("A0999"); // prettier-ignore
  });
});

describe("origin–destination modifiers", () => {
  const t = (pickUp: string, dropOff: string, tripPurpose: string, direction = "outbound") => ({
    pickUpAddress: { name: pickUp },
    dropOffAddress: { name: dropOff },
    tripPurpose,
    direction,
  }); // prettier-ignore

  it("from the stops' names", () => {
    expect(originDestinationModifier(t("Home", "Mercy Dialysis", "dialysis"))).toBe("RJ"); // prettier-ignore
    expect(originDestinationModifier(t("Home", "St. Vincent Hospital", "hospital_admission"))).toBe("RH"); // prettier-ignore
    expect(originDestinationModifier(t("Oak Nursing Center", "Westside Clinic", "doctor_appointment"))).toBe("NP"); // prettier-ignore
    expect(originDestinationModifier(t("Mercy Dialysis", "Home", "dialysis", "return"))).toBe("JR"); // prettier-ignore
  });

  it("from the facility's type when the stop is the facility", () => {
    const hospital = { name: "St. Vincent Regional", facilityType: "hospital" };
    const careHome = { name: "Riverside Care", facilityType: "facility" };
    expect(originDestinationModifier(t("St. Vincent Regional", "Home", "hospital_discharge"), hospital)).toBe("HR"); // prettier-ignore
    expect(originDestinationModifier(t("Riverside Care", "Summit Imaging", "therapy"), careHome)).toBe("ED"); // prettier-ignore
  });

  it("from the purpose on the appointment side when the name says nothing", () => {
    expect(originDestinationModifier(t("12 Elm", "Building 4", "doctor_appointment"))).toBe("RP"); // prettier-ignore
    expect(originDestinationModifier(t("12 Elm", "Building 4", "behavioral_health"))).toBe("RD"); // prettier-ignore
    expect(originDestinationModifier(t("Building 4", "12 Elm", "dialysis", "return"))).toBe("JR"); // prettier-ignore
    expect(placeCode("Suite 9", true, "other")).toBe("D");
    expect(placeCode("Suite 9", false, "other")).toBe("R");
  });
});

describe("invoice lines of a trip", () => {
  it("a completed wheelchair trip: base, mileage (miles), surcharge", () => {
    expect(brief(tripInvoiceLines(trip(), PRICE, "2026-03-10", "RJ"))).toEqual([
      "base A0130 1 3000 3000",
      "mileage S0209 4.2 275 1155",
      "wheelchair A0130 1 1500 1500",
    ]);
  });

  it("bills the stored fare, waiting in minutes and attendants at the list's amount", () => {
    const fare = computeFare({ ...PRICE, baseFareCents: 2000 }, {
      distanceInMiles: 10,
      wheelchairTrip: false,
      stretcherTrip: true,
      additionalWaitTimeInMinutes: 20,
      isRoundTrip: false,
    }); // prettier-ignore
    const lines = tripInvoiceLines(
      trip({ fare, stretcherTrip: true, distanceInMiles: 10, additionalWaitTimeInMinutes: 20, attendantCount: 2 }), // prettier-ignore
      PRICE,
      "2026-03-10",
      "RP",
    );
    expect(brief(lines)).toEqual([
      "base T2005 1 2000 2000",
      "mileage T2049 10 275 2750",
      "stretcher T2005 1 6000 6000",
      "wait T2007 20 60 1200",
      "attendant T2001 2 1200 2400",
    ]);
    expect(lines.every((l) => l.modifier === "RP" && l.serviceDate === "2026-03-10")).toBe(true); // prettier-ignore
    expect(lines[0].description).toBe("Stretcher van trip (Parks Rosa)");
  });

  it("a no-show bills the fee; a late cancel with no fee and a plain cancel bill nothing", () => {
    const noShow = trip({ tripStatus: "cancelled", outcomeCode: "no-show" });
    expect(brief(tripInvoiceLines(noShow, PRICE, "2026-03-10", "RJ"))).toEqual(["no-show T2003 1 2500 2500"]); // prettier-ignore
    const late = trip({ tripStatus: "cancelled", outcomeCode: "late-cancel" });
    expect(tripInvoiceLines(late, PRICE, "2026-03-10", "RJ")).toEqual([]);
    expect(brief(tripInvoiceLines(late, { ...PRICE, lateCancelFeeCents: 900 }, "2026-03-10", null))).toEqual(["late-cancel T2003 1 900 900"]); // prettier-ignore
    expect(billingKind({ tripStatus: "cancelled", outcomeCode: "cancelled" })).toBeNull(); // prettier-ignore
    expect(billingKind({ tripStatus: "cancelled", outcomeCode: "provider-missed" })).toBeNull(); // prettier-ignore
    expect(billingKind({ tripStatus: "confirmed", outcomeCode: null })).toBeNull(); // prettier-ignore
  });

  it("leaves out zero amounts (no distance, no surcharge)", () => {
    const lines = tripInvoiceLines(trip({ wheelchairTrip: false, distanceInMiles: null }), PRICE, "2026-03-10", "RR"); // prettier-ignore
    expect(brief(lines)).toEqual(["base A0100 1 3000 3000"]);
  });
});

describe("totals, balance and settlement", () => {
  it("the balance is billed − paid − adjusted, from the rows", () => {
    const money = invoiceMoney(
      [{ amountCents: 3000 }, { amountCents: 1155 }],
      [{ amountCents: 1000 }],
      [{ amountCents: 155 }],
    );
    expect(money).toEqual({ totalCents: 4155, paidCents: 1000, adjustedCents: 155, balanceCents: 3000 }); // prettier-ignore
    expect(settlementStatus(money)).toBe("partially-paid");
    expect(settlementStatus({ totalCents: 4155, paidCents: 0, adjustedCents: 0 })).toBe("unpaid"); // prettier-ignore
    expect(settlementStatus({ totalCents: 4155, paidCents: 4000, adjustedCents: 155 })).toBe("paid"); // prettier-ignore
    expect(settlementStatus({ totalCents: 0, paidCents: 0, adjustedCents: 0 })).toBe("unpaid"); // prettier-ignore
  });

  it("numbers invoices INV-001001", () => {
    expect(formatInvoiceNumber(1001)).toBe("INV-001001");
    expect(formatInvoiceNumber(1234567)).toBe("INV-1234567");
  });
});
