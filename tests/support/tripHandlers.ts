/**
 * msw handlers speaking our trip contract (§7) over an in-memory store, for real-App client tests:
 * POST /trips/search (the §7 filters: dateFilterRequest on pick-up with an exclusive toDate,
 * additionalStringFilters, additionalBooleanFilters, additionalArrayFilters tripStatuses and
 * getMany's tripId list), GET /trips/{id}, POST /activities/search {modelType, modelId}, and the
 * look-ups trip screens make (POST /drivers/search, POST /facilities/search by id list).
 * Install with `server.use(...tripHandlers(fake.api, store))` after `start()`; every call is
 * recorded in `api.requests`, and `api.failures` forces a status as for the other handlers.
 */
import type { AssignmentFinding } from "../../domain/schemas/assignment";
import { http, HttpResponse } from "msw";
import type { Activity } from "../../domain/schemas/activity";
import type { Driver } from "../../domain/schemas/driver";
import type { Trip } from "../../domain/schemas/trip";
import type { FakeApi } from "./fakeApi";
import { envelope, failure, paginate } from "./mswHandlers";

export interface TripStore {
  trips: Trip[];
  activities?: (Activity & { _id?: string; id?: string })[];
  drivers?: Driver[];
  facilities?: { id: string; facilityId: string; facilityName: string }[];
  /** What the assignment check answers for any driver and vehicle (issue 10); none by default. */
  findings?: AssignmentFinding[];
}

type Body = Record<string, unknown>;
type Filters = Record<string, unknown>;

const record = (o: unknown): Filters =>
  o && typeof o === "object" ? (o as Filters) : {};

/** The rows a §7 trip search selects (the scoping is the real server's, not modelled here). */
export function filterTrips(trips: readonly Trip[], body: Body): Trip[] {
  const strings = record(body.additionalStringFilters);
  const booleans = record(body.additionalBooleanFilters);
  const arrays = record(body.additionalArrayFilters);
  const dates = record(body.dateFilterRequest);
  const from =
    typeof dates.fromDate === "string" ? Date.parse(dates.fromDate) : null;
  const to = typeof dates.toDate === "string" ? Date.parse(dates.toDate) : null;
  return trips.filter((trip) => {
    const row = trip as unknown as Filters;
    const at = Date.parse(trip.pickUpDatetime);
    if (from !== null && at < from) return false;
    // toDate is exclusive: clients send the day after the chosen end date.
    if (to !== null && at >= to) return false;
    for (const [key, value] of Object.entries(strings))
      if (row[key] !== value) return false;
    for (const [key, value] of Object.entries(booleans))
      if (row[key] !== value) return false;
    const statuses = arrays.tripStatuses;
    if (Array.isArray(statuses) && !statuses.includes(trip.tripStatus))
      return false;
    const ids = arrays.tripId;
    if (Array.isArray(ids) && !ids.includes(trip.tripId)) return false;
    return true;
  });
}

export function tripHandlers(api: FakeApi, store: TripStore) {
  const authed =
    (handler: (body: Body, params: Record<string, string>) => Response) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const text = await request.clone().text();
      const body = (text ? JSON.parse(text) : {}) as Body;
      const path = new URL(request.url).pathname.replace("/api", "");
      api.requests.push({
        method: request.method,
        path,
        body,
        headers: request.headers,
      });
      const forced = [...api.failures.entries()].find(([prefix]) =>
        path.startsWith(prefix),
      );
      if (forced) return failure(forced[1]);
      const token = request.headers
        .get("Authorization")
        ?.replace(/^Bearer /, "");
      if (!token || !api.sessions.has(token)) return failure(401);
      return handler(body, params as Record<string, string>);
    };
  /** getMany's id list (additionalArrayFilters {[idField]: ids}), else every row. */
  const byIds = (
    rows: readonly object[],
    idField: string,
    body: Body,
  ): Body[] => {
    const all = rows as unknown as Body[];
    const ids = record(body.additionalArrayFilters)[idField];
    return Array.isArray(ids)
      ? all.filter((r) => ids.includes(r[idField]))
      : all;
  };

  return [
    http.post(
      "/api/trips/search",
      authed((body) => {
        const rows = filterTrips(store.trips, body) as unknown as Body[];
        return HttpResponse.json(paginate(rows, body));
      }),
    ),
    http.get(
      "/api/trips/:id",
      authed((_b, { id }) => {
        const trip = store.trips.find((t) => t.tripId === id);
        return trip ? envelope(trip) : failure(404, "No trip has this id.");
      }),
    ),
    http.post(
      "/api/activities/search",
      authed((body) => {
        const rows = (store.activities ?? [])
          .filter(
            (a) =>
              (!body.modelType || a.modelType === body.modelType) &&
              (!body.modelId || a.modelId === body.modelId),
          )
          .map((a) => ({ ...a, _id: a.activityId, id: a.activityId }));
        return HttpResponse.json(paginate(rows, body));
      }),
    ),
    http.post(
      "/api/drivers/search",
      authed((body) =>
        HttpResponse.json(
          paginate(byIds(store.drivers ?? [], "driverId", body), body),
        ),
      ),
    ),
    http.post(
      "/api/facilities/search",
      authed((body) =>
        HttpResponse.json(
          paginate(byIds(store.facilities ?? [], "facilityId", body), body),
        ),
      ),
    ),
  ];
}
