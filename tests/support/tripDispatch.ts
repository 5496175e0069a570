/**
 * Fixtures and write handlers of the trip page's office tests (TripDispatchActions.test.tsx,
 * TripAssignment.test.tsx): a
 * pending trip, a driver and a vehicle, and POST /trips/{id}/events, POST /trips and POST
 * /vehicles/search over the same store the read handlers (tests/support/tripHandlers) answer from.
 */
import { assignmentRefused } from "../../domain/schemas/assignment";
import { http } from "msw";
import type { Trip } from "../../domain/schemas/trip";
import type { Vehicle } from "../../domain/schemas/vehicle";
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { RoleCode } from "../../domain/privileges";
import { renderApp } from "./AppWrapper";
import type { FakeApi } from "./fakeApi";
import { envelope, failure, paginate } from "./mswHandlers";
import { buildDriverRow, buildVehicleRow } from "./rowFactories";
import { setupFakeServer } from "./mswServer";
import { enableAllFeatures, signInAs } from "./signedIn";
import type { TripStore } from "./tripHandlers";
import { tripHandlers } from "./tripHandlers";
import { buildTripRow } from "./tripRows";

export const LOAD = { timeout: 10_000 };
export const TRIP = "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d";
export const PATIENT = "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c";
export const DRIVER = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
export const VEHICLE = "8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e";

export const pending = (): Trip =>
  buildTripRow({
    id: TRIP,
    patientId: PATIENT,
    tripStatus: "pending",
    specialInstructions: "Ring twice.",
    dispatcherNotes: "Prefers Dana.",
    patient: {
      patientId: PATIENT,
      firstName: "Rosa",
      lastName: "Parks",
      phone: null,
    },
  });

export const driver = buildDriverRow({
  id: DRIVER,
  firstName: "Dana",
  lastName: "Able",
});
export const vehicle: Vehicle = buildVehicleRow({
  id: VEHICLE,
  licensePlate: "NMT 7",
  make: "Ford",
  model: "Transit",
  wheelchairAccessible: true,
  stretcherCapable: false,
});

type Body = Record<string, unknown>;

/** The calls the trip page writes with, over the same store the reads come from. */
export function writeHandlers(api: FakeApi, store: TripStore) {
  const find = (id: string) => store.trips.find((t) => t.tripId === id);
  const replace = (next: Trip) => {
    store.trips = store.trips.map((t) => (t.tripId === next.tripId ? next : t));
    return next;
  };
  const record = (request: Request, body: Body) =>
    api.requests.push({
      method: request.method,
      path: new URL(request.url).pathname.replace("/api", ""),
      body,
      headers: request.headers,
    });
  return [
    http.post("/api/trips/:id/events", async ({ request, params }) => {
      const body = (await request.json()) as Body;
      record(request, body);
      const trip = find(String(params.id));
      if (!trip) return failure(404);
      if (body.expectedTripStatus !== trip.tripStatus)
        return failure(
          409,
          `This trip is now ${trip.tripStatus}; reload it and try again.`,
        );
      const confirmed = body.event === "confirm";
      return envelope(
        replace({
          ...trip,
          tripStatus: confirmed ? "confirmed" : trip.tripStatus,
          confirmed,
          confirmedBy: "Dee Admin",
          confirmedAt: new Date().toISOString(),
        }),
        200,
        "Trip updated.",
      );
    }),
    http.post("/api/trips/:id/assignment-check", async ({ request }) => {
      record(request, (await request.json()) as Body);
      return envelope(
        { findings: store.findings ?? [] },
        200,
        "Assignment checked.",
      );
    }),
    http.post("/api/trips/:id/assignment", async ({ request, params }) => {
      const body = (await request.json()) as Body;
      record(request, body);
      const trip = find(String(params.id));
      if (!trip) return failure(404);
      const findings = store.findings ?? [];
      if (assignmentRefused(findings, body.overrideReason as string | null))
        return Response.json(
          {
            code: 409,
            message: "This assignment is refused: see the findings.",
            data: { findings },
          },
          { status: 409 },
        );
      return envelope(
        replace({
          ...trip,
          driverId: body.driverId as string | null,
          vehicleId: body.vehicleId as string | null,
        }),
        200,
        "Trip assigned.",
      );
    }),
    http.post("/api/trips", async ({ request }) => {
      const body = (await request.json()) as Body;
      record(request, body);
      const trip = find(String(body.tripId));
      if (!trip) return failure(404);
      return envelope(
        replace({
          ...trip,
          driverId: body.driverId as string | null,
          vehicleId: body.vehicleId as string | null,
        }),
        200,
        "Trip updated.",
      );
    }),
    http.post("/api/vehicles/search", async ({ request }) => {
      const body = (await request.json()) as Body;
      const ids = (body.additionalArrayFilters as Body | undefined)?.vehicleId;
      const rows = [vehicle].filter(
        (v) => !Array.isArray(ids) || ids.includes(v.vehicleId),
      );
      return Response.json(paginate(rows, body));
    }),
  ];
}

/**
 * Registers the file's msw server (call at the top of a file); returns how to open /trip/TRIP as a
 * role over a store, the page's Office region, and the POSTs sent to a path.
 */
export function setupTripOffice() {
  const { fake, server, start } = setupFakeServer();
  function open(role: RoleCode, store: TripStore) {
    signInAs(fake.api, role, { firstName: "Dee", lastName: "Admin" });
    enableAllFeatures(fake.api);
    start();
    server.use(
      // One store for reads and writes: a write shows on the next read.
      ...tripHandlers(fake.api, Object.assign(store, { drivers: [driver] })),
      ...writeHandlers(fake.api, store),
    );
    return renderApp(`/trip/${TRIP}`);
  }
  const office = () => screen.getByRole("region", { name: "Office" });
  const sent = (path: string) =>
    fake.api.requests.filter((r) => r.method === "POST" && r.path === path);
  return { fake, server, open, office, sent };
}

/** Opens the trip page's "Assign driver and vehicle" dialog and returns it. */
export async function openAssignDialog(user: UserEvent): Promise<HTMLElement> {
  await user.click(
    await screen.findByRole(
      "button",
      { name: "Assign driver and vehicle" },
      LOAD,
    ),
  );
  return screen.findByRole("dialog", { name: "Assign driver and vehicle" });
}

/** Picks the fixture driver (Dana Able) and the wheelchair van in the open assignment dialog. */
export async function chooseDanaAndVan(
  user: UserEvent,
  dialog: HTMLElement,
): Promise<void> {
  await user.type(
    within(dialog).getByRole("combobox", { name: "Driver" }),
    "Dana",
  );
  await user.click(
    await screen.findByRole("option", { name: "Dana Able" }, LOAD),
  );
  await user.type(
    within(dialog).getByRole("combobox", { name: "Vehicle" }),
    "NMT",
  );
  await user.click(
    await screen.findByRole(
      "option",
      { name: "NMT 7 · Ford Transit (wheelchair)" },
      LOAD,
    ),
  );
}
