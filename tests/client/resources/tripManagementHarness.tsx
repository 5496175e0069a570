/** Mounts /trip/management/:tripId as the app does, for a driver (or another role) and a trip. */
import { screen } from "@testing-library/react";
import type { Mock } from "vitest";
import { vi } from "vitest";
import { tripsModule } from "../../../domain/modules/trips";
import type { RoleCode } from "../../../domain/privileges";
import type { Trip } from "../../../domain/schemas/trip";
import { TripManagementPage } from "../../../resources/trips/TripManagementPage";
import { buildUserWithRole, storeSession } from "../../support/factories";
import { buildTripRow } from "../../support/tripRows";
import { renderAdmin } from "./renderAdmin";

export const SLOW = { timeout: 5000 };
export const TRIP = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
export const RETURN_LEG = "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a";
export const DRIVER = "3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b";
export const OTHER_DRIVER = "4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f6a7b8c";
export const minutesAgo = (m: number) =>
  new Date(Date.now() - m * 60_000).toISOString();

export const confirmed = (overrides: Partial<Trip> = {}) =>
  buildTripRow({
    id: TRIP,
    tripStatus: "confirmed",
    confirmed: true,
    driverId: DRIVER,
    specialInstructions: "Ring twice; the lift is at the back.",
    dispatcherNotes: "Patient's son is difficult on the phone.",
    ...overrides,
  });
export const inProgress = (overrides: Partial<Trip> = {}) =>
  confirmed({
    tripStatus: "in-progress",
    tripStartedAt: minutesAgo(30),
    ...overrides,
  });

interface OpenOptions {
  role?: RoleCode;
  driverId?: string | null;
  tripEvent?: Mock;
  getOne?: Mock;
}

export function open(trip: Trip, options: OpenOptions = {}) {
  const { role = "driver", driverId = DRIVER } = options;
  storeSession(
    buildUserWithRole(role, {
      firstName: "Dee",
      lastName: "Driver",
      driverDetail: driverId ? { driverId } : null,
    }),
  );
  const dataProvider: { getOne: Mock; tripEvent: Mock } = {
    getOne: options.getOne ?? vi.fn().mockResolvedValue({ data: trip }),
    tripEvent: options.tripEvent ?? vi.fn().mockResolvedValue(trip),
  };
  renderAdmin({
    at: tripsModule.paths.page("management", TRIP),
    dataProvider,
    role,
    resources: {
      [tripsModule.name]: {
        recordBase: tripsModule.paths.base,
        pages: { "management/:id": TripManagementPage },
      },
    },
  });
  return dataProvider;
}

export const button = (name: string | RegExp) =>
  screen.getByRole("button", { name });
