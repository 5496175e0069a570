/**
 * The demo data at any hour of seeding: the trips' statuses are drawn around the moment of seeding,
 * and an evening in Columbus (after the last random pick-up) once left no trip running late.
 */
import { describe, expect, it } from "vitest";
import { trips } from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import { TRIP_STATUSES } from "../../domain/schemas/trip";
import { appWorld } from "./support/appWorld";

describe("the demo data seeded late in the evening", () => {
  const world = appWorld(async () => ({}), {}, { hookTimeoutMs: 120_000 });

  it("still has every status, a trip running late among them, and nothing stamped after that moment", async () => {
    // 23:16 UTC, 6:16 pm in Columbus: the hour a CI run found no delayed trip.
    const at = new Date("2026-11-27T23:16:00Z");
    expect(await seed(world.t.db, at)).toBe(true);
    const rows = await world.t.db.select().from(trips);
    expect(new Set(rows.map((t) => t.tripStatus))).toEqual(
      new Set(TRIP_STATUSES),
    );
    const late = rows.filter((t) => t.tripStatus === "delayed");
    for (const t of late) {
      expect(t.delayReason).toMatch(/\S/);
      expect(t.driverId).toMatch(/^[0-9a-f-]{36}$/);
    }
    for (const t of rows)
      for (const stamp of [t.confirmedAt, t.tripStartedAt, t.tripEndedAt])
        if (stamp) expect(stamp.getTime()).toBeLessThanOrEqual(at.getTime());
  }, 120_000);
});
