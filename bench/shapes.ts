/** The request shapes of the workloads, the same for the app and the reference. */
import { tripUpsertSchema } from "../domain/schemas/trip";
import { hasTotals } from "./load";
import type { Shape } from "./load";
import type { SearchBody } from "./reference";

/** A trip search with `extra` on top, pages 1..pages in turn. */
export const searchShape = (
  token: string,
  extra: SearchBody = {},
  pages = 10,
): Shape => ({
  method: "POST",
  path: () => "/api/trips/search",
  body: (i) => ({ pageSize: 25, ...extra, pageNumber: 1 + (i % pages) }),
  token: () => token,
  check: hasTotals,
});

/** One page, the same every time (B3). */
export const pageShape = (token: string, pageNumber: number): Shape => ({
  method: "POST",
  path: () => "/api/trips/search",
  body: () => ({ pageSize: 25, pageNumber }),
  token: () => token,
});

/** Spreads request numbers over a list (a prime stride: no two connections walk in step). */
export const pick = <T>(list: readonly T[], i: number): T =>
  list[(i * 7919) % list.length];

export const getShape = (token: string, ids: readonly string[]): Shape => ({
  method: "GET",
  path: (i) => `/api/trips/${pick(ids, i)}`,
  token: () => token,
});

/** The upsert body of a trip row as the API answered it: the writable fields, one changed. */
export function updateBody(
  row: Record<string, unknown>,
  i: number,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(tripUpsertSchema.shape))
    if (row[key] !== undefined) body[key] = row[key];
  body.tripId = row.tripId;
  body.specialInstructions = `Bench update ${i}`;
  return body;
}

export const upsertShape = (
  token: string,
  rows: readonly Record<string, unknown>[],
): Shape => ({
  method: "POST",
  path: () => "/api/trips",
  body: (i) => updateBody(rows[i % rows.length], i),
  token: () => token,
});

/** Drivers' position reports: request i is driver i's (mod the drivers), with its own session. */
export const positionShape = (
  underWay: readonly { tripId: string; token: string }[],
): Shape => ({
  method: "POST",
  path: (i) => `/api/trips/${underWay[i % underWay.length].tripId}/positions`,
  // Each driver stays where it was (issue 21 refuses a jump faster than 150 mph between reports).
  body: (i) => ({
    latitude: 39.96 + ((i % underWay.length) % 100) / 10_000,
    longitude: -83.0 - ((i % underWay.length) % 100) / 10_000,
    accuracy: 12,
    recordedAt: new Date().toISOString(),
  }),
  token: (i) => underWay[i % underWay.length].token,
});

export const healthShape: Shape = {
  method: "GET",
  path: () => "/api/health/live",
  token: () => "",
};
