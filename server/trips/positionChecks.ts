/**
 * What a new position must pass before it joins a trip's track (issue 21), checked inside the
 * write's transaction with the trip's row locked, so two readings sent at once are judged one after
 * the other, on every API process alike:
 * - pace: at most one reading per POSITION_MIN_INTERVAL_MS per trip, by arrival at the server (the
 *   database's clock, the same for every process); a faster one is answered 429 with Retry-After;
 * - plausibility: no faster than MAX_PLAUSIBLE_MPH from the trip's last point (by the readings' own
 *   times); a jump beyond it is a spoofed or broken location, answered 422.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import {
  MAX_PLAUSIBLE_MPH,
  POSITION_MESSAGES as PM,
  POSITION_MIN_INTERVAL_MS,
} from "../../domain/schemas/tripPosition";
import type { Db } from "../db/client";
import { tripPositions, trips } from "../db/schema";
import { AppError, unprocessable } from "../errors";
import { haversineMiles } from "./routing";

interface Reading {
  latitude: number;
  longitude: number;
  recordedAt: Date;
}

/**
 * Readings taken within a second of each other are judged as a second apart: a device's clock
 * rounding must not make a few metres of GPS jitter look like a jump.
 */
const MIN_ELAPSED_MS = 1000;
const HOUR_MS = 3_600_000;

/** Throws 429 (with Retry-After) or 422 when the reading may not join the trip's track. */
export async function checkReading(
  tx: Db,
  reply: FastifyReply,
  tripId: string,
  reading: Reading,
): Promise<void> {
  // One reading of a trip at a time: the next waits for this one's commit, then sees it.
  await tx.execute(
    sql`select 1 from ${trips} where ${trips.id} = ${tripId} for update`,
  );
  const [arrived] = await tx
    .select({
      ageMs: sql<number>`extract(epoch from (now() - ${tripPositions.createdAt})) * 1000`,
    })
    .from(tripPositions)
    .where(eq(tripPositions.tripId, tripId))
    .orderBy(desc(tripPositions.createdAt))
    .limit(1);
  const age = arrived ? Number(arrived.ageMs) : Infinity;
  if (age < POSITION_MIN_INTERVAL_MS) {
    const seconds = Math.max(
      1,
      Math.ceil((POSITION_MIN_INTERVAL_MS - age) / 1000),
    );
    reply.header("Retry-After", String(seconds));
    throw new AppError(429, PM.tooSoon(seconds));
  }

  const [last] = await tx
    .select({
      latitude: tripPositions.latitude,
      longitude: tripPositions.longitude,
      recordedAt: tripPositions.recordedAt,
    })
    .from(tripPositions)
    .where(eq(tripPositions.tripId, tripId))
    .orderBy(desc(tripPositions.recordedAt), desc(tripPositions.id))
    .limit(1);
  if (!last) return;
  const elapsedMs = Math.max(
    MIN_ELAPSED_MS,
    Math.abs(reading.recordedAt.getTime() - last.recordedAt.getTime()),
  );
  const mph = haversineMiles(last, reading) / (elapsedMs / HOUR_MS);
  if (mph > MAX_PLAUSIBLE_MPH)
    throw unprocessable(PM.implausible, [
      { field: "latitude", message: PM.implausible },
    ]);
}
