/**
 * The Payment Records test harness: the fake server of our contract plus POST /trips/search over
 * in-memory rows, keeping every search body as the real data provider sent it. Call at the top of a
 * test file (it registers the server's hooks).
 */
import { http } from "msw";
import { afterEach } from "vitest";
import { paymentRecordsModule } from "../../../domain/modules/paymentRecords";
import type { RoleCode } from "../../../domain/privileges";
import type { Trip } from "../../../domain/schemas/trip";
import type { User } from "../../../domain/schemas/user";
import { createAppDataProvider } from "../../../providers/appDataProvider";
import paymentRecords from "../../../resources/payment-records";
import { paginate } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import { buildTripRow } from "../../support/tripRows";
import { renderAdmin } from "./renderAdmin";

export const PAYMENT_RECORDS = paymentRecordsModule.name;
/** The first screen of a test can take a while on a busy machine. */
export const SLOW = { timeout: 5000 };

/** Every Payment Records search carries these (§7), whatever the criteria. */
export const BASE_BODY = {
  additionalStringFilters: { bookingType: "private" },
  additionalArrayFilters: { tripStatuses: ["completed", "confirmed"] },
  pageNumber: 1,
  pageSize: 10,
  sortBy: "pickUpDatetime",
  sortDescending: false,
};

/** A private completed trip, paid: $59.05 fare, $12.50 paid. */
export const paidTrip = buildTripRow({
  id: "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c",
  tripStatus: "completed",
  requesterName: "Rita Requester",
  pickUpDatetime: "2025-03-04T14:30:00.000Z",
  createdAt: "2025-02-20T09:00:00.000Z",
  fare: {
    fareId: "0f6b8a4e-3c2d-4b1a-9e8f-7a6b5c4d3e21",
    totalCents: 5905,
    totalCostDollars: 59,
    totalCostCents: "05",
    estimated: false,
  },
  paymentRecord: {
    paymentRecordId: "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a11",
    status: "completed",
    amount: 1250,
  },
});

export function setupPaymentRecords() {
  const { fake, server, start } = setupFakeServer();
  const bodies: Record<string, unknown>[] = [];
  const state: { rows: Trip[] } = { rows: [] };
  const tripsSearch = http.post("/api/trips/search", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return Response.json(paginate(state.rows, body));
  });
  afterEach(() => {
    bodies.length = 0;
    state.rows = [];
  });

  /** A signed-in user of `role` with a live session; the server answers `trips`. */
  const serve = (role: RoleCode, trips: Trip[], user: Partial<User> = {}) => {
    state.rows = trips;
    signInAs(fake.api, role, user);
    start();
    server.use(tripsSearch);
    return fake.api;
  };

  return {
    bodies,
    /** The search rows from now on (a later search answers these). */
    setRows: (trips: Trip[]) => {
      state.rows = trips;
    },
    lastBody: () => bodies[bodies.length - 1],
    serve,
    /** Payment Records for a signed-in user of `role` (the real data provider, msw behind it). */
    open: (role: RoleCode, trips: Trip[], user: Partial<User> = {}) => {
      serve(role, trips, user);
      renderAdmin({
        at: `/${PAYMENT_RECORDS}`,
        dataProvider: createAppDataProvider(),
        role,
        resources: { [PAYMENT_RECORDS]: paymentRecords },
      });
    },
  };
}
