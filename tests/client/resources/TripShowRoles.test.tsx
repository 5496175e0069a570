/**
 * /trip/:tripId per role through the real app over msw: a nurse without the office's notes and links,
 * the assigned driver's link to the driver's page while in progress, and the Not Found path of an
 * unknown id.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  DRIVER,
  LOAD,
  setupTripShow,
  TRIP,
  trip,
  UNKNOWN,
} from "../../support/tripShow";

const { open, section } = setupTripShow();

describe("TripShow per role", () => {
  it("shows a nurse the trip without dispatcher notes or the edit link", async () => {
    open("nurse", {
      trips: [{ ...trip, dispatcherNotes: null, linkedTripId: null }],
      activities: [],
    });
    expect(
      await screen.findByText("Trip of Rosa Parks", {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText("Dispatcher notes")).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Driver's page" })).toBeNull();
    expect(
      screen.getByText("One-way trip: no linked leg."),
    ).toBeInTheDocument();
    expect(
      await within(section("History")).findByText(
        "No change recorded yet.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it("links the assigned driver to the driver's page and shows the latest step while in progress", async () => {
    const rolling = {
      ...trip,
      tripStatus: "in-progress" as const,
      arrivedAtDropOffAt: null,
      tripEndedAt: null,
      linkedTripId: null,
      paymentRecord: null,
    };
    open(
      "driver",
      { trips: [rolling], activities: [] },
      {
        user: { driverDetail: { driverId: DRIVER } },
      },
    );
    const link = await screen.findByRole(
      "link",
      { name: "Driver's page" },
      LOAD,
    );
    expect(link).toHaveAttribute("href", `/trip/management/${TRIP}`);
    expect(section("Status and milestones")).toHaveTextContent(
      /Last step: Patient on board/,
    );
    expect(section("Fare and payment")).toHaveTextContent(
      "No payment recorded.",
    );
  });

  it("takes an unknown id to the Not Found path", async () => {
    const app = open("dataadmin", { trips: [] }, { id: UNKNOWN });
    const toast = await screen.findByRole("alert", {}, LOAD);
    expect(within(toast).getByText("Not Found Error")).toBeInTheDocument();
    expect(toast).toHaveTextContent("No trip has this id.");
    await waitFor(() => expect(app.location().pathname).toBe("/trips/all"));
  });
});
