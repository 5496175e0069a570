/**
 * The office's actions on /trip/:tripId, through the real app over msw: a data admin (modify-trips,
 * not admin) confirms a trip (POST /trips/{id}/events from "trip-page" with the status shown) and
 * cancels one with its reason and party, a nurse is offered none of them, and a trip that moved on
 * meanwhile (409) is reloaded with a warning. Assigning a driver: TripAssignment.test.tsx.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TripStore } from "../../support/tripHandlers";
import {
  LOAD,
  pending,
  setupTripOffice,
  TRIP,
} from "../../support/tripDispatch";

const { open, office, sent } = setupTripOffice();

describe("the trip page's office actions", () => {
  it("lets a data admin confirm a pending trip", async () => {
    const store: TripStore = { trips: [pending()], activities: [] };
    open("dataadmin", store);
    const confirm = await screen.findByRole(
      "button",
      { name: "Confirm" },
      LOAD,
    );
    // Neither a driver nor a vehicle yet.
    expect(within(office()).getAllByText("Not assigned")).toHaveLength(2);
    // Only the office's moves: no road steps on this page.
    expect(screen.queryByRole("button", { name: /Begin/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delay" })).toBeNull();

    await userEvent.setup().click(confirm);
    await waitFor(() =>
      expect(sent(`/trips/${TRIP}/events`).map((r) => r.body)).toEqual([
        {
          event: "confirm",
          expectedTripStatus: "pending",
          screen: "trip-page",
        },
      ]),
    );
    expect(await screen.findByText("Trip confirmed.")).toBeInTheDocument();
    // Reloaded: a confirmed trip may be delayed, no longer confirmed.
    expect(
      await screen.findByRole("button", { name: "Delay" }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
  });

  it("cancels a confirmed trip with the reason and who cancelled", async () => {
    const store: TripStore = {
      trips: [{ ...pending(), tripStatus: "confirmed", confirmed: true }],
      activities: [],
    };
    open("dataadmin", store);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Cancel trip" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Cancel this trip?",
    });
    await user.click(
      within(dialog).getByRole("combobox", { name: "Cancelled by" }),
    );
    await user.click(await screen.findByRole("option", { name: "Facility" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "Reason" }),
      "Patient admitted.",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel trip" }),
    );
    await waitFor(() =>
      expect(sent(`/trips/${TRIP}/events`).map((r) => r.body)).toEqual([
        {
          event: "cancel",
          expectedTripStatus: "confirmed",
          reason: "Patient admitted.",
          cancelledByParty: "facility",
          screen: "trip-page",
        },
      ]),
    );
    expect(await screen.findByText("Trip cancelled.")).toBeInTheDocument();
  });

  it("offers a nurse none of the office's actions", async () => {
    open("nurse", {
      trips: [{ ...pending(), dispatcherNotes: null }],
      activities: [],
    });
    expect(
      await screen.findByText("Trip of Rosa Parks", {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Office" })).toBeNull();
    for (const name of [
      "Confirm",
      "Delay",
      "Cancel trip",
      "Assign driver and vehicle",
    ])
      expect(screen.queryByRole("button", { name })).toBeNull();
  });

  it("reloads the trip and says so when it moved on meanwhile (409)", async () => {
    const store: TripStore = { trips: [pending()], activities: [] };
    open("dataadmin", store);
    const confirm = await screen.findByRole(
      "button",
      { name: "Confirm" },
      LOAD,
    );
    // Another dispatcher cancels it while this page still shows it pending.
    store.trips = [{ ...pending(), tripStatus: "cancelled", cancelled: true }];
    await userEvent.setup().click(confirm);
    expect(
      await screen.findByText(
        "Failed to submit Trip data: This trip is now cancelled; reload it and try again.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /it was reloaded and now shows its current state/,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull(),
    );
    expect(
      screen.queryByRole("button", { name: "Assign driver and vehicle" }),
    ).toBeNull();
  });
});
