/**
 * msw handlers for the driver status records (§7), for real-App tests of the driver status bar and
 * /driver/set-status: search (the latest-status lookup) and create over an in-memory list.
 * Install with `server.use(...driverStatusHandlers(fake.api, records))` after `start()`.
 */
import { http, HttpResponse } from "msw";
import type { OnlineStatusRecord } from "../../domain/schemas/driverStatus";
import type { FakeApi } from "./fakeApi";
import { envelope, failure, paginate } from "./mswHandlers";

const PREFIX = "/drivers/online-status-records";

export interface DriverStatusStore {
  online: OnlineStatusRecord[];
}

type Body = Record<string, unknown>;

export function driverStatusHandlers(api: FakeApi, store: DriverStatusStore) {
  const authed =
    (handler: (body: Body) => Response) =>
    async ({ request }: { request: Request }) => {
      const text = await request.clone().text();
      const body = (text ? JSON.parse(text) : {}) as Body;
      const path = new URL(request.url).pathname.replace("/api", "");
      api.requests.push({
        method: request.method,
        path,
        body,
        headers: request.headers,
      });
      const token = request.headers
        .get("Authorization")
        ?.replace(/^Bearer /, "");
      return token && api.sessions.has(token) ? handler(body) : failure(401);
    };

  return [
    http.post(
      `/api${PREFIX}/search`,
      authed((body) => {
        const mine = store.online.filter((r) => r.driverId === body.driverId);
        return HttpResponse.json(paginate(mine, body));
      }),
    ),
    http.post(
      `/api${PREFIX}`,
      authed((body) => {
        const id = `00000000-0000-4000-8000-${String(store.online.length + 1).padStart(12, "0")}`;
        const now = new Date().toISOString();
        const created: OnlineStatusRecord = {
          _id: id,
          id,
          onlineStatusRecordId: id,
          driverId: String(body.driverId),
          latitude: Number(body.latitude),
          longitude: Number(body.longitude),
          onlineStatus: body.onlineStatus === true,
          createdAt: now,
          updatedAt: now,
        };
        store.online.push(created);
        return envelope(created, 201, "New Online Status Record added.");
      }),
    ),
  ];
}
