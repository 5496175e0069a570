/**
 * /trips/all on a wide screen (issue 13): the "Book a trip" button is a plain link drawn with the
 * first render (CreateButton waited for react-admin's async access check and shifted the filter row).
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import { renderApp } from "../../support/AppWrapper";
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import { tripHandlers } from "../../support/tripHandlers";
import { buildTripRow } from "../../support/tripRows";
import { stubScreen } from "../../support/screenWidth";

const { fake, server, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };
const FACILITY = "9c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f";

function openWide(role: RoleCode) {
  stubScreen("desktop");
  // A nurse of FACILITY: her list asks for that facility's trips (§6), so the trip is hers.
  signInAs(fake.api, role, { facilityUserDetail: { facilityId: FACILITY } });
  enableAllFeatures(fake.api);
  start();
  server.use(
    ...tripHandlers(fake.api, {
      trips: [buildTripRow({ facilityId: FACILITY })],
    }),
    ...driverStatusHandlers(fake.api, { online: [] }),
  );
  return renderApp("/trips/all");
}

describe("TripList on a wide screen", () => {
  it("offers request-trips holders a 'Book a trip' link to the booking form", async () => {
    const app = openWide("nurse");
    await screen.findAllByRole("row", {}, LOAD);
    const book = screen.getByRole("link", { name: "Book a trip" });
    await userEvent.click(book);
    await waitFor(() => expect(app.location().pathname).toBe("/trip/create"));
  });

  it("shows no booking link to a driver", async () => {
    openWide("driver");
    await screen.findAllByRole("row", {}, LOAD);
    expect(screen.queryByRole("link", { name: "Book a trip" })).toBeNull();
  });
});
