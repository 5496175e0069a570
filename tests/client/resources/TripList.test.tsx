/**
 * /trips/all through the real app: the first load's sort, the columns, §2's row actions per role, the
 * empty state and the phone layout. The filters' place in the search body: TripListFilters.test.tsx.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildDriverRow } from "../../support/rowFactories";
import {
  DRIVER,
  LOAD,
  OTHER_DRIVER,
  rosa,
  setupTripList,
} from "../../support/tripList";
import { buildTripRow } from "../../support/tripRows";
import { stubScreen } from "../../support/screenWidth";

const { open, lastSearch } = setupTripList();

describe("TripList", () => {
  it("first loads by pick-up time, latest first, with the columns and a status chip", async () => {
    const trip = rosa({
      tripStatus: "confirmed",
      bookingType: "private",
      stretcherTrip: true,
      wheelchairTrip: false,
      driverId: DRIVER,
    });
    open("dataadmin", {
      trips: [trip],
      drivers: [
        buildDriverRow({ id: DRIVER, firstName: "Dana", lastName: "Able" }),
      ],
    });
    expect(await screen.findByText("Rosa Parks", {}, LOAD)).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({
      sortBy: "pickUpDatetime",
      sortDescending: true,
      pageNumber: 1,
      pageSize: 10,
    });
    const row = screen.getByText("Rosa Parks").closest("tr") as HTMLElement;
    expect(within(row).getByText("Home → Mercy Dialysis")).toBeInTheDocument();
    expect(within(row).getByText("Private / Community")).toBeInTheDocument();
    expect(within(row).getByText("Stretcher")).toBeInTheDocument();
    expect(within(row).getByText("Confirmed")).toBeInTheDocument();
    expect(within(row).getByText("$59.05")).toBeInTheDocument();
    // Staff see the driver's name.
    expect(
      await within(row).findByText("Dana Able", {}, LOAD),
    ).toBeInTheDocument();
  });

  it("offers View to modify-trips holders, opening /trip/{tripId}", async () => {
    const trip = rosa({ tripStatus: "pending" });
    const app = open("dataadmin", { trips: [trip] });
    const view = await screen.findByRole("link", { name: "View" }, LOAD);
    expect(screen.queryByRole("link", { name: "Begin Trip" })).toBeNull();
    await userEvent.click(view);
    await waitFor(() =>
      expect(app.location().pathname).toBe(`/trip/${trip.tripId}`),
    );
  });

  it("offers Begin Trip only to the assigned driver before the trip is under way, Live Trip Data in progress", async () => {
    const mine = rosa({ driverId: DRIVER, tripStatus: "confirmed" });
    const rolling = buildTripRow({
      driverId: DRIVER,
      tripStatus: "in-progress",
      patient: {
        patientId: mine.patientId,
        firstName: "Ida",
        lastName: "Moving",
        phone: null,
      },
    });
    const done = buildTripRow({
      driverId: DRIVER,
      tripStatus: "completed",
      patient: {
        patientId: mine.patientId,
        firstName: "Ada",
        lastName: "Done",
        phone: null,
      },
    });
    const theirs = buildTripRow({
      driverId: OTHER_DRIVER,
      tripStatus: "confirmed",
      patient: {
        patientId: mine.patientId,
        firstName: "Otto",
        lastName: "Other",
        phone: null,
      },
    });
    open(
      "driver",
      { trips: [mine, rolling, done, theirs] },
      {
        user: { driverDetail: { driverId: DRIVER } },
      },
    );
    await screen.findByText("Rosa Parks", {}, LOAD);
    const rowOf = (name: string) =>
      screen.getByText(name).closest("tr") as HTMLElement;

    const begin = within(rowOf("Rosa Parks")).getByRole("link", {
      name: "Begin Trip",
    });
    expect(begin).toHaveAttribute("href", `/trip/management/${mine.tripId}`);
    // §6: the driver's list asks for their own trips; another driver's is not in the answer.
    expect(lastSearch()).toMatchObject({
      additionalStringFilters: { driverId: DRIVER },
    });
    expect(screen.queryByText("Otto Other")).toBeNull();
    expect(theirs.driverId).toBe(OTHER_DRIVER);
    for (const name of ["Ida Moving", "Ada Done"])
      expect(
        within(rowOf(name)).queryByRole("link", { name: "Begin Trip" }),
      ).toBeNull();
    expect(
      within(rowOf("Ida Moving")).getByRole("link", { name: "Live Trip Data" }),
    ).toHaveAttribute("href", `/trip/${rolling.tripId}#live`);
    // A driver has no modify-trips: no View button and no driver column, but the row opens the trip.
    expect(screen.queryByRole("link", { name: "View" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: /Driver/ })).toBeNull();
  });

  it("invites request-trips holders to book when there are no trips, and no one else", async () => {
    const app = open("nurse", { trips: [] });
    expect(
      await screen.findByText("No trips yet.", {}, LOAD),
    ).toBeInTheDocument();
    const book = screen.getAllByRole("link", { name: "Book a trip" })[0];
    await userEvent.click(book);
    await waitFor(() => expect(app.location().pathname).toBe("/trip/create"));
  });

  it("shows no booking button to a driver", async () => {
    open(
      "driver",
      { trips: [] },
      { user: { driverDetail: { driverId: DRIVER } } },
    );
    expect(
      await screen.findByText("No trips yet.", {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Book a trip" })).toBeNull();
  });

  it("shows cards with the driver's actions on a phone", async () => {
    stubScreen("phone");
    const trip = rosa({ driverId: DRIVER, tripStatus: "confirmed" });
    open(
      "driver",
      { trips: [trip] },
      { user: { driverDetail: { driverId: DRIVER } } },
    );
    const card = await screen.findByTestId("trip-card", {}, LOAD);
    expect(within(card).getByText("Rosa Parks")).toBeInTheDocument();
    expect(within(card).getByText("Pick up: Home")).toBeInTheDocument();
    expect(
      within(card).getByRole("link", { name: "Begin Trip" }),
    ).toHaveAttribute("href", `/trip/management/${trip.tripId}`);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
