/**
 * tripToUpsertBody: a trip row as the body of POST /trips — every writable field with the row's
 * value (a missing one would be written as null), nothing server-owned or read-side, and a body the
 * server's own schema accepts without changing a value.
 */
import { describe, expect, it } from "vitest";
import { tripUpsertSchema } from "../../../domain/schemas/trip";
import { tripToUpsertBody } from "../../../resources/trips/tripUpsertBody";
import { buildTripRow } from "../../support/tripRows";

const TRIP = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const DRIVER = "3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b";
const FACILITY = "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d";

const row = buildTripRow({
  id: TRIP,
  tripStatus: "confirmed",
  confirmed: true,
  confirmedAt: "2025-03-03T09:00:00.000Z",
  confirmedBy: "Dee Dispatcher",
  driverId: DRIVER,
  facilityId: FACILITY,
  bookingType: "facility",
  payorType: "facility",
  tripPurpose: "dialysis",
  appointmentAt: "2025-03-04T15:30:00.000Z",
  pickUpRoomNumber: "12B",
  specialInstructions: "Ring twice.",
  dispatcherNotes: "Prefers Dana.",
  caseManagerEmail: "case@example.com",
  attendantCount: 1,
  oxygen: true,
  serviceLevel: "door-through-door",
});

/** Fields the server owns or computes, and the read side's extras: never sent. */
const NOT_SENT = [
  "_id",
  "id",
  "tripStatus",
  "confirmed",
  "cancelled",
  "confirmedBy",
  "confirmedAt",
  "cancelledBy",
  "cancelledAt",
  "routeLocationPairId",
  "bookingUserId",
  "fareId",
  "distanceInMiles",
  "travelTimeInMinutes",
  "tripStartedAt",
  "tripEndedAt",
  "arrivedAtPickUpAt",
  "patientOnBoardAt",
  "arrivedAtDropOffAt",
  "willCallActivatedAt",
  "linkedTripId",
  "delayReason",
  "statusBeforeDelay",
  "signatureDocumentId",
  "unableToSignReason",
  "startedOnBehalf",
  "createdAt",
  "updatedAt",
  "patient",
  "routeLocationPair",
  "fare",
  "paymentRecord",
];

describe("tripToUpsertBody", () => {
  it("sends every writable field with the row's value, and the status shown as expected", () => {
    const body = tripToUpsertBody(row);
    const writable = Object.keys(tripUpsertSchema.shape).filter(
      // The override reason is not a trip field: only a refused assignment's retry carries it.
      (key) =>
        key !== "tripStatus" &&
        key !== "returnPickUpDatetime" &&
        key !== "assignmentOverrideReason" &&
        // §3's cancel flag for spec clients (issue 22): the trip page cancels through the lifecycle.
        key !== "cancelled",
    );
    expect(Object.keys(body).sort()).toEqual(writable.sort());
    expect(body).toMatchObject({
      tripId: TRIP,
      expectedTripStatus: "confirmed",
      driverId: DRIVER,
      vehicleId: null,
      facilityId: FACILITY,
      bookingType: "facility",
      payorType: "facility",
      tripPurpose: "dialysis",
      appointmentAt: "2025-03-04T15:30:00.000Z",
      pickUpRoomNumber: "12B",
      specialInstructions: "Ring twice.",
      dispatcherNotes: "Prefers Dana.",
      attendantCount: 1,
      oxygen: true,
      serviceLevel: "door-through-door",
    });
    expect(body.pickUpAddress).toEqual(row.pickUpAddress);
    expect(body.dropOffAddress).toEqual(row.dropOffAddress);
  });

  it("leaves out server-owned and read-side fields", () => {
    const body = tripToUpsertBody(row) as Record<string, unknown>;
    for (const key of NOT_SENT) expect(body).not.toHaveProperty(key);
  });

  it("is a body the server's schema accepts as it is", () => {
    const body = tripToUpsertBody(row);
    const parsed = tripUpsertSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    // Nothing is defaulted or rewritten: what is saved is what the trip holds (no override given).
    expect(parsed.data).toEqual({ ...body, assignmentOverrideReason: null });
  });

  it("keeps a cancelled trip's cancellation and a return leg's will-call", () => {
    const body = tripToUpsertBody(
      buildTripRow({
        tripStatus: "cancelled",
        reasonForCancellation: "Patient admitted.",
        cancelledByParty: "facility",
        outcomeCode: "cancelled",
        direction: "return",
        willCall: true,
      }),
    );
    expect(body).toMatchObject({
      expectedTripStatus: "cancelled",
      reasonForCancellation: "Patient admitted.",
      cancelledByParty: "facility",
      outcomeCode: "cancelled",
      direction: "return",
      willCall: true,
    });
    expect(tripUpsertSchema.safeParse(body).success).toBe(true);
  });
});
