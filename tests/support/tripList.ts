/**
 * /trips/all through the real app (data provider, routes, i18n) over msw speaking the §7 contract, for
 * the trip list's tests (TripList*.test.tsx): call setupTripList() at the top of a file.
 */
import type { Trip } from "../../domain/schemas/trip";
import type { RoleCode } from "../../domain/privileges";
import type { User } from "../../domain/schemas/user";
import { renderApp } from "./AppWrapper";
import { driverStatusHandlers } from "./driverStatusHandlers";
import { setupFakeServer } from "./mswServer";
import { enableAllFeatures, signInAs } from "./signedIn";
import type { TripStore } from "./tripHandlers";
import { tripHandlers } from "./tripHandlers";
import { buildTripRow } from "./tripRows";

export const LOAD = { timeout: 10_000 };
export const DRIVER = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
export const OTHER_DRIVER = "8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e";
export const FACILITY = "9c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f";
/** A nurse of FACILITY, whose list asks for that facility's trips (§6). */
export const atFacility = {
  user: { facilityUserDetail: { facilityId: FACILITY } },
};

export const rosa = (overrides: Partial<Trip> = {}) =>
  buildTripRow({
    patient: {
      patientId: "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c",
      firstName: "Rosa",
      lastName: "Parks",
      phone: null,
    },
    ...overrides,
  });

/** Registers the file's msw server; returns how to open the list and read its search bodies. */
export function setupTripList() {
  const { fake, server, start } = setupFakeServer();
  const searches = () =>
    fake.api.requests.filter((r) => r.path === "/trips/search");
  const lastSearch = () => searches().at(-1)?.body as Record<string, unknown>;
  function open(
    role: RoleCode,
    store: TripStore,
    {
      url = "/trips/all",
      user = {},
    }: { url?: string; user?: Partial<User> } = {},
  ) {
    signInAs(fake.api, role, user);
    enableAllFeatures(fake.api);
    start();
    server.use(
      ...tripHandlers(fake.api, store),
      // A driver's status bar asks for the latest online record.
      ...driverStatusHandlers(fake.api, { online: [] }),
    );
    return renderApp(url);
  }
  return { open, searches, lastSearch };
}
