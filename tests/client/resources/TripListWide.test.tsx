/**
 * /trips/all on a wide screen (issue 13): the "Book a trip" button is a plain link drawn with the
 * first render (CreateButton waited for react-admin's async access check and shifted the filter row).
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import { renderApp } from "../../support/AppWrapper";
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import { tripHandlers } from "../../support/tripHandlers";
import { buildTripRow } from "../../support/tripRows";

const { fake, server, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };

function openWide(role: RoleCode) {
  // A desktop screen: every min-width query of the theme matches.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("min-width"),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  signInAs(fake.api, role);
  enableAllFeatures(fake.api);
  start();
  server.use(
    ...tripHandlers(fake.api, { trips: [buildTripRow()] }),
    ...driverStatusHandlers(fake.api, { online: [] }),
  );
  return renderApp("/trips/all");
}

afterEach(() => vi.unstubAllGlobals());

describe("TripList on a wide screen", () => {
  it("offers request-trips holders a 'Book a trip' link to the booking form", async () => {
    const app = openWide("nurse");
    const book = await screen.findByRole("link", { name: "Book a trip" }, LOAD);
    await userEvent.click(book);
    await waitFor(() => expect(app.location().pathname).toBe("/trip/create"));
  });

  it("shows no booking link to a driver", async () => {
    openWide("driver");
    await screen.findAllByRole("row", {}, LOAD);
    expect(screen.queryByRole("link", { name: "Book a trip" })).toBeNull();
  });
});
