/**
 * POST /trips/{id}/events: the day of a trip, from confirmation to completion and its proof.
 * Who may call, refusals, the conditional write, no-show and patient-ready are in
 * trip-events-checks.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIFECYCLE_MESSAGES } from "../../domain/tripLifecycle";
import { tripDocuments } from "../../server/db/schema";
import { expectError } from "./support/api";
import { minutesAgo } from "./support/lifecycleFactories";
import { PNG, tripEventsWorld } from "./support/tripEventsWorld";

const { w, send, stored, activitiesOf, ok, tripOf } = tripEventsWorld();

describe("the day of a trip", () => {
  it("confirm, then the driver's begin, milestones and completion, each recorded", async () => {
    const trip = await tripOf();
    const confirmed = await ok(
      trip.id,
      { event: "confirm", screen: "trip-page" },
      w.dispatch,
    );
    expect(confirmed).toMatchObject({
      tripStatus: "confirmed",
      confirmed: true,
      confirmedBy: "Dana Dispatch",
    });
    const at = { latitude: 39.96, longitude: -82.99, accuracy: 12 };
    const begun = await ok(trip.id, { event: "begin", ...at }, w.driver);
    expect(begun).toMatchObject({
      tripStatus: "in-progress",
      startedOnBehalf: false,
    });
    expect(begun.tripStartedAt).toEqual(expect.any(String));
    await ok(trip.id, { event: "arrived", ...at }, w.driver);
    await ok(trip.id, { event: "on-board", ...at }, w.driver);
    await ok(trip.id, { event: "arrived-dropoff", ...at }, w.driver);
    const done = await ok(
      trip.id,
      { event: "complete", unableToSignReason: "Patient sedated", ...at },
      w.driver,
    );
    expect(done).toMatchObject({
      tripStatus: "completed",
      outcomeCode: "completed",
      unableToSignReason: "Patient sedated",
    });
    for (const field of [
      "arrivedAtPickUpAt",
      "patientOnBoardAt",
      "arrivedAtDropOffAt",
      "tripEndedAt",
    ])
      expect(done[field], field).toEqual(expect.any(String));

    const log = await activitiesOf(trip.id);
    expect(log.map((a) => a.action)).toEqual([
      "confirm",
      "begin",
      "arrived",
      "on-board",
      "arrived-dropoff",
      "complete",
    ]);
    expect(log[0]).toMatchObject({
      actorName: "Dana Dispatch",
      screen: "trip-page",
    });
    expect(log[1]).toMatchObject({
      actorName: "Dave Driver",
      latitude: 39.96,
      longitude: -82.99,
      accuracy: 12,
      withoutPosition: false,
      onBehalf: false,
    });
    expect(log[1].changes).toContainEqual({
      field: "tripStatus",
      before: "confirmed",
      after: "in-progress",
    });
    expect(log[5].note).toBe("Patient sedated");
  });

  it("dispatch begins on the driver's behalf; without a position it is marked", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    const row = await ok(trip.id, { event: "begin" }, w.dispatch);
    expect(row.startedOnBehalf).toBe(true);
    const [activity] = await activitiesOf(trip.id);
    expect(activity).toMatchObject({
      action: "begin",
      onBehalf: true,
      withoutPosition: true,
      latitude: null,
    });
  });

  it("the driver's own step without a position is the driver's, not the office's (issue 22)", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    const row = await ok(trip.id, { event: "begin" }, w.driver);
    expect(row.startedOnBehalf).toBe(false);
    const [activity] = await activitiesOf(trip.id);
    expect(activity).toMatchObject({
      action: "begin",
      actorName: "Dave Driver",
      onBehalf: false,
      withoutPosition: true,
    });
  });

  it("delay needs a reason; resume goes back to the status before", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    expectError(
      await send(trip.id, { event: "delay" }, w.driver),
      422,
      `reason: ${LIFECYCLE_MESSAGES.reasonRequired}`,
      [{ field: "reason", message: LIFECYCLE_MESSAGES.reasonRequired }],
    );
    const delayed = await ok(
      trip.id,
      { event: "delay", reason: "Flat tyre" },
      w.driver,
    );
    expect(delayed).toMatchObject({
      tripStatus: "delayed",
      delayReason: "Flat tyre",
      statusBeforeDelay: "confirmed",
    });
    const resumed = await ok(trip.id, { event: "resume" }, w.dispatch);
    expect(resumed).toMatchObject({
      tripStatus: "confirmed",
      statusBeforeDelay: null,
    });
  });

  it("cancel needs the reason and who cancelled", async () => {
    const trip = await tripOf();
    expectError(
      await send(
        trip.id,
        { event: "cancel", reason: "Feeling better" },
        w.nurse,
      ),
      422,
      `cancelledByParty: ${LIFECYCLE_MESSAGES.partyRequired}`,
      [
        {
          field: "cancelledByParty",
          message: LIFECYCLE_MESSAGES.partyRequired,
        },
      ],
    );
    const row = await ok(
      trip.id,
      {
        event: "cancel",
        reason: "Feeling better",
        cancelledByParty: "patient",
      },
      w.nurse,
    );
    expect(row).toMatchObject({
      tripStatus: "cancelled",
      cancelled: true,
      reasonForCancellation: "Feeling better",
      cancelledByParty: "patient",
      outcomeCode: "cancelled",
    });
  });

  it("complete needs a signature or the reason the patient cannot sign", async () => {
    const trip = await tripOf({
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(30),
      patientOnBoardAt: minutesAgo(25),
      arrivedAtDropOffAt: minutesAgo(1),
    });
    expectError(
      await send(trip.id, { event: "complete" }, w.driver),
      422,
      `signature: ${LIFECYCLE_MESSAGES.signatureRequired}`,
      [{ field: "signature", message: LIFECYCLE_MESSAGES.signatureRequired }],
    );
    expect((await stored(trip.id)).tripStatus).toBe("in-progress");
    const res = await send(
      trip.id,
      { event: "complete", signature: "data:image/gif;base64,AAAA" },
      w.driver,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "signature", message: "Draw the signature again." },
    ]);
  });

  it("complete with a drawn signature stores it as the trip's proof", async () => {
    const trip = await tripOf({
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(30),
      patientOnBoardAt: minutesAgo(25),
      arrivedAtDropOffAt: minutesAgo(1),
    });
    const row = await ok(
      trip.id,
      { event: "complete", signature: PNG },
      w.driver,
    );
    expect(row.tripStatus).toBe("completed");
    expect(row.signatureDocumentId).toEqual(expect.any(String));
    expect(row.unableToSignReason).toBeNull();
    const [document] = await w.t.db
      .select()
      .from(tripDocuments)
      .where(eq(tripDocuments.id, row.signatureDocumentId as string));
    expect(document).toMatchObject({
      tripId: trip.id,
      documentType: "signature",
      contentType: "image/png",
    });
  });

  it("a data URL that is not really a PNG is refused and changes nothing", async () => {
    const trip = await tripOf({
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(30),
      patientOnBoardAt: minutesAgo(25),
      arrivedAtDropOffAt: minutesAgo(1),
    });
    const res = await send(
      trip.id,
      { event: "complete", signature: "data:image/png;base64,AAAAAAAA" },
      w.driver,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0].field).toBe("signature");
    expect((await stored(trip.id)).tripStatus).toBe("in-progress");
    expect(await activitiesOf(trip.id)).toEqual([]);
  });
});
