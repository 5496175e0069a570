import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  confirmed,
  inProgress,
  minutesAgo,
  OTHER_DRIVER,
  open,
  SLOW,
  TRIP,
} from "./tripManagementHarness";

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "geolocation");
});

describe("the driver's page", () => {
  it("shows the trip for the road, never the dispatcher's notes, and begins it with the position", async () => {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({
            coords: { latitude: 39.961, longitude: -82.998, accuracy: 12 },
          } as GeolocationPosition),
      },
    });
    const dataProvider = open(confirmed());
    expect(
      await screen.findByRole("button", { name: "Begin trip" }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText("Pat Rider")).toBeInTheDocument();
    expect(screen.getByText("12 Elm Street, Columbus, OH 43215")).toBeVisible();
    expect(
      screen.getByText("Ring twice; the lift is at the back."),
    ).toBeVisible();
    expect(screen.queryByText(/difficult on the phone/)).toBeNull();
    const [pickUpDirections] = screen.getAllByRole("link", {
      name: "Directions",
    });
    expect(pickUpDirections).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=39.96%2C-83",
    );
    // Only what the lifecycle table allows a driver on a confirmed trip.
    expect(screen.queryByRole("button", { name: "Complete trip" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel trip" })).toBeNull();

    await userEvent.setup().click(button("Begin trip"));
    await waitFor(() =>
      expect(dataProvider.tripEvent).toHaveBeenCalledWith(TRIP, {
        event: "begin",
        expectedTripStatus: "confirmed",
        latitude: 39.961,
        longitude: -82.998,
        accuracy: 12,
        screen: "trip-management",
      }),
    );
    expect(await screen.findByText("Trip begun.")).toBeInTheDocument();
  });

  it("sends the step without a position when the browser has none", async () => {
    const dataProvider = open(inProgress());
    await userEvent
      .setup()
      .click(
        await screen.findByRole("button", { name: "Arrived at pick-up" }, SLOW),
      );
    await waitFor(() =>
      expect(dataProvider.tripEvent).toHaveBeenCalledWith(TRIP, {
        event: "arrived",
        expectedTripStatus: "in-progress",
        screen: "trip-management",
      }),
    );
    expect(
      screen.getByText(
        "Your position is not shared: steps are recorded without it.",
      ),
    ).toBeInTheDocument();
  });

  it("counts down the wait before a no-show can be recorded", async () => {
    open(inProgress({ arrivedAtPickUpAt: minutesAgo(4) }));
    expect(
      await screen.findByText(/No-show possible in [56]:\d\d/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "No-show" })).toBeNull();
    expect(button("Patient on board")).toBeEnabled();
  });

  it("reloads the trip and says so when it moved on meanwhile (409)", async () => {
    const moved = confirmed({ tripStatus: "cancelled", cancelled: true });
    const getOne = vi
      .fn()
      .mockResolvedValueOnce({ data: confirmed() })
      .mockResolvedValue({ data: moved });
    const tripEvent = vi.fn().mockRejectedValue(
      new HttpError("The trip was changed by someone else.", 409, {
        code: 409,
        message: "The trip was changed by someone else.",
      }),
    );
    open(confirmed(), { getOne, tripEvent });
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Begin trip" }, SLOW));
    expect(
      await screen.findByText("The trip was changed by someone else."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /it was reloaded and now shows its current state/,
      ),
    ).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(2);
    expect(
      await screen.findByText(
        "This trip was cancelled: there are no more steps to record.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Begin trip" })).toBeNull();
  });

  it("lets dispatch record steps on the driver's behalf, saying so", async () => {
    open(confirmed(), { role: "dataadmin", driverId: null });
    expect(
      await screen.findByText(
        /recording these steps on the driver's behalf/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(button("Begin trip")).toBeEnabled();
    expect(button("Cancel trip")).toBeEnabled();
  });

  it("refuses another driver plainly", async () => {
    open(confirmed(), { driverId: OTHER_DRIVER });
    expect(
      await screen.findByText("This trip is not yours to run", {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Begin trip" })).toBeNull();
  });

  it("says the trip does not exist when the server answers 404", async () => {
    const getOne = vi
      .fn()
      .mockRejectedValue(new HttpError("Not found", 404, { code: 404 }));
    open(confirmed(), { getOne });
    expect(
      await screen.findByText(
        "This trip does not exist or is not one of yours.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
