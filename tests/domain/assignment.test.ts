import { describe, expect, it } from "vitest";
import type { AssignmentFacts, WindowTrip } from "../../domain/assignment";
import { checkAssignment, tripWindow } from "../../domain/assignment";
import { assignmentRefused } from "../../domain/schemas/assignment";
import { timeIn } from "../../domain/zonedTime";

// A fixed clock: today is Monday 2026-03-02 in New York; the trip is on Tuesday 09:00 (14:00Z).
const ZONE = "America/New_York";
const PICK_UP = new Date("2026-03-03T14:00:00Z");

function other(
  minutesFromPickUp: number,
  travel: number | null = 30,
  wait = 0,
): WindowTrip {
  return {
    tripId: `other-${minutesFromPickUp}`,
    pickUpDatetime: new Date(PICK_UP.getTime() + minutesFromPickUp * 60_000),
    travelTimeInMinutes: travel,
    additionalWaitTimeInMinutes: wait,
    label: "Sam Other to City Clinic",
  };
}

function facts(overrides: Partial<AssignmentFacts> = {}): AssignmentFacts {
  return {
    trip: {
      tripId: "trip",
      pickUpDatetime: PICK_UP,
      travelTimeInMinutes: 30,
      additionalWaitTimeInMinutes: 0,
      label: "Pat Rider to Mercy Dialysis",
      patientId: "patient",
      wheelchairTrip: true,
      stretcherTrip: false,
      attendantCount: 0,
      guestCount: 0,
    },
    driver: {
      name: "Ana Diaz",
      status: "active",
      licenseExpiresOn: "2027-01-01",
      cprCertifiedUntil: "2027-01-01",
      wheelchairCertifiedUntil: "2027-01-01",
    },
    vehicle: {
      label: "Ford Transit (VAN-7)",
      status: "active",
      capacity: 4,
      wheelchairAccessible: true,
      stretcherCapable: false,
      insuranceExpiresOn: "2027-01-01",
      registrationExpiresOn: "2027-01-01",
    },
    driverTrips: [],
    vehicleTrips: [],
    patientTrips: [],
    attestation: "clear",
    tripDay: "2026-03-03",
    today: "2026-03-02",
    bufferMinutes: 15,
    formatTime: (d) => timeIn(d, ZONE),
    ...overrides,
  };
}

const codes = (f: AssignmentFacts) =>
  checkAssignment(f).map((x) => `${x.severity}:${x.code}`);

describe("checkAssignment", () => {
  it("finds nothing for a capable, certified, free driver and vehicle", () => {
    expect(checkAssignment(facts())).toEqual([]);
  });

  it("windows run from pick-up to estimated drop-off plus the buffer (60 min when unknown)", () => {
    const w = tripWindow(other(0, 30, 10), 15);
    expect((w.end - w.start) / 60_000).toBe(55);
    const unknown = tripWindow(other(0, null), 0);
    expect((unknown.end - unknown.start) / 60_000).toBe(60);
  });

  it("blocks a driver whose other trip overlaps, naming it; the buffer's edge does not overlap", () => {
    // This trip: 09:00 → 09:30 + 15 = 09:45. One at 09:44 overlaps, one at 09:45 does not.
    const clash = checkAssignment(facts({ driverTrips: [other(44)] }));
    expect(clash).toEqual([
      {
        severity: "blocked",
        code: "driver-overlap",
        message:
          "Ana Diaz already has a trip at 09:44 (Sam Other to City Clinic) that overlaps this one.",
      },
    ]);
    expect(codes(facts({ driverTrips: [other(45)] }))).toEqual([]);
    // An earlier trip 08:00 → 08:30 + 15 = 08:45 ends before; 08:16 → 09:01 overlaps.
    expect(codes(facts({ driverTrips: [other(-60)] }))).toEqual([]);
    expect(codes(facts({ driverTrips: [other(-44)] }))).toEqual([
      "blocked:driver-overlap",
    ]);
  });

  it("blocks a vehicle already on an overlapping trip, and warns of the patient's", () => {
    expect(codes(facts({ vehicleTrips: [other(20)] }))).toEqual([
      "blocked:vehicle-overlap",
    ]);
    const patient = checkAssignment(facts({ patientTrips: [other(10)] }));
    expect(patient.map((f) => f.severity)).toEqual(["warning"]);
    expect(patient[0].message).toBe(
      "The patient already has a trip at 09:10 (Sam Other to City Clinic) that overlaps this one.",
    );
  });

  it("an ambulatory rider fits any vehicle with a seat, with any driver's certificates", () => {
    const base = facts();
    const ambulatory = facts({
      trip: { ...base.trip, wheelchairTrip: false, stretcherTrip: false },
      vehicle: {
        ...base.vehicle!,
        wheelchairAccessible: false,
        stretcherCapable: false,
        capacity: 1,
      },
      driver: { ...base.driver!, wheelchairCertifiedUntil: "2020-01-01" },
    });
    expect(codes(ambulatory)).toEqual([]);
  });

  it("blocks equipment the vehicle lacks and seats beyond its capacity", () => {
    const base = facts();
    const noLift = checkAssignment(
      facts({ vehicle: { ...base.vehicle!, wheelchairAccessible: false } }),
    );
    expect(noLift).toEqual([
      {
        severity: "blocked",
        code: "vehicle-equipment",
        message:
          "Ford Transit (VAN-7) has no wheelchair lift; this is a wheelchair trip.",
      },
    ]);
    const stretcher = facts({
      trip: { ...base.trip, wheelchairTrip: false, stretcherTrip: true },
    });
    expect(codes(stretcher)).toEqual(["blocked:vehicle-equipment"]);
    // Patient + 2 attendants + 2 guests = 5 seats in a 4-seat van.
    const full = checkAssignment(
      facts({ trip: { ...base.trip, attendantCount: 2, guestCount: 2 } }),
    );
    expect(full[0]).toMatchObject({ code: "vehicle-seats" });
    expect(full[0].message).toContain("seats 4; this trip needs 5");
    expect(
      codes(
        facts({ trip: { ...base.trip, attendantCount: 1, guestCount: 2 } }),
      ),
    ).toEqual([]);
  });

  it("blocks credentials expired before the trip's day, not on it", () => {
    const d = facts().driver!;
    const v = facts().vehicle!;
    expect(
      codes(facts({ driver: { ...d, licenseExpiresOn: "2026-03-02" } })),
    ).toEqual(["blocked:driver-licence-expired"]);
    expect(
      codes(facts({ driver: { ...d, licenseExpiresOn: "2026-03-03" } })),
    ).toEqual([]);
    expect(codes(facts({ driver: { ...d, cprCertifiedUntil: null } }))).toEqual(
      ["blocked:driver-cpr-expired"],
    );
    expect(
      codes(
        facts({ driver: { ...d, wheelchairCertifiedUntil: "2026-01-31" } }),
      ),
    ).toEqual(["blocked:driver-wheelchair-certificate-expired"]);
    // The wheelchair certificate matters only on a wheelchair trip.
    const stretcherTrip = {
      ...facts().trip,
      wheelchairTrip: false,
      stretcherTrip: true,
    };
    expect(
      codes(
        facts({
          trip: stretcherTrip,
          driver: { ...d, wheelchairCertifiedUntil: null },
          vehicle: { ...v, stretcherCapable: true },
        }),
      ),
    ).toEqual([]);
    expect(
      codes(facts({ vehicle: { ...v, insuranceExpiresOn: "2026-03-01" } })),
    ).toEqual(["blocked:vehicle-insurance-expired"]);
    expect(
      codes(facts({ vehicle: { ...v, registrationExpiresOn: "2026-02-28" } })),
    ).toEqual(["blocked:vehicle-registration-expired"]);
  });

  it("blocks a driver or vehicle that is not active", () => {
    const d = facts().driver!;
    const v = facts().vehicle!;
    const onLeave = checkAssignment(
      facts({ driver: { ...d, status: "on_leave" } }),
    );
    expect(onLeave[0]).toMatchObject({
      code: "driver-not-active",
      message: "Ana Diaz is not active (on leave).",
    });
    expect(codes(facts({ vehicle: { ...v, status: "maintenance" } }))).toEqual([
      "blocked:vehicle-not-active",
    ]);
  });

  it("notes a missing attestation before the trip's day and warns of it on the day (issue 22)", () => {
    // Tomorrow's board: the driver states it when they go online on the day, so no override now.
    const ahead = checkAssignment(facts({ attestation: "none" }));
    expect(ahead.map((x) => `${x.severity}:${x.code}`)).toEqual([
      "note:attestation-missing",
    ]);
    expect(assignmentRefused(ahead)).toBe(false);
    expect(codes(facts({ attestation: "none", today: "2026-02-20" }))).toEqual([
      "note:attestation-missing",
    ]);
    const onTheDay = checkAssignment(
      facts({ attestation: "none", today: "2026-03-03" }),
    );
    expect(onTheDay.map((x) => `${x.severity}:${x.code}`)).toEqual([
      "warning:attestation-missing",
    ]);
    expect(assignmentRefused(onTheDay)).toBe(true);
    expect(assignmentRefused(onTheDay, "Stated by phone")).toBe(false);
    expect(
      codes(facts({ attestation: "under-the-influence", today: "2026-03-03" })),
    ).toEqual(["blocked:under-the-influence"]);
    expect(codes(facts({ attestation: "clear", today: "2026-03-03" }))).toEqual(
      [],
    );
  });
});

describe("assignmentRefused", () => {
  const warning = {
    severity: "warning",
    code: "patient-overlap",
    message: "w",
  } as const;
  const blocked = {
    severity: "blocked",
    code: "vehicle-seats",
    message: "b",
  } as const;
  it("refuses blocked findings always and warnings unless a reason is given", () => {
    expect(assignmentRefused([])).toBe(false);
    expect(
      assignmentRefused([
        { severity: "note", code: "attestation-missing", message: "n" },
      ]),
    ).toBe(false);
    expect(assignmentRefused([warning])).toBe(true);
    expect(assignmentRefused([warning], "  ")).toBe(true);
    expect(assignmentRefused([warning], "Confirmed by phone")).toBe(false);
    expect(assignmentRefused([warning, blocked], "Confirmed by phone")).toBe(
      true,
    );
  });
});
