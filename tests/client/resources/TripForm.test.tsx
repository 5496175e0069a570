/**
 * The booking form at /trip/create in the admin shell. Slow (several seconds a test): each mounts
 * the whole shell in jsdom and types and clicks through MUI inputs as a person would.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toHttpError } from "../../../providers/httpClient";
import { FARE_DEBOUNCE_MS } from "../../../resources/trips/FarePreview";
import {
  expectDescription,
  fillBooking,
  group,
  LONG,
  NEW_TRIP,
  open,
  PATIENT,
  PROVIDER,
  QUOTE,
  setDateTime,
  SLOW,
  TRIPS,
} from "./tripFormHarness";

describe("Trip booking (/trip/create)", () => {
  it("starts from the §3 new-trip defaults", async () => {
    open("/trip/create");
    expect(
      await screen.findByRole("radio", { name: "Private / Community" }, SLOW),
    ).toBeChecked();
    const bookingType = within(
      screen.getByRole("group", { name: "Booking type" }),
    );
    expect(
      bookingType.getByRole("radio", { name: "Facility" }),
    ).not.toBeChecked();
    expect(screen.getByLabelText("Wheelchair")).toBeChecked();
    expect(screen.getByLabelText("Stretcher")).not.toBeChecked();
    const payor = within(screen.getByRole("group", { name: "Payor type" }));
    expect(payor.getByRole("radio", { name: "Private" })).toBeChecked();
    expect(screen.getByLabelText("Round trip")).not.toBeChecked();
    expect(screen.getByLabelText("Oxygen")).not.toBeChecked();
    expect(screen.getByLabelText("Wait time (minutes)")).toHaveValue(0);
    expect(screen.getByLabelText("Attendants")).toHaveValue(0);
    expect(
      screen.getByText(/Enter the pick-up time and both addresses/),
    ).toBeInTheDocument();
    // Dispatch's fields are for modify-trips holders only.
    expect(screen.queryByLabelText("Dispatcher notes")).toBeNull();
  });

  it("shows the shared schema's messages next to their fields", async () => {
    const create = vi.fn();
    const { user } = open("/trip/create", { create });
    // Any change enables Save (the booking form starts clean).
    await user.click(await screen.findByLabelText("Oxygen", {}, SLOW));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        screen.getByRole("combobox", { name: "Patient" }),
      ).toHaveAccessibleDescription("Choose the patient."),
    );
    expectDescription(
      "Pick-up date and time",
      "Enter the pick-up date and time.",
    );
    expect(
      group("Pick-up").getByLabelText("Place name"),
    ).toHaveAccessibleDescription("This field is required.");
    expect(create).not.toHaveBeenCalled();
  });

  it(
    "books an ambulatory trip: one choice of Ambulatory, Wheelchair, Stretcher (issue 22)",
    async () => {
      const create = vi
        .fn()
        .mockImplementation((_r: string, { data }: { data: object }) =>
          Promise.resolve({ data: { ...data, id: NEW_TRIP } }),
        );
      const { user } = open("/trip/create", { create });
      const mobility = within(
        await screen.findByRole("radiogroup", { name: "Mobility" }, SLOW),
      );
      expect(mobility.getByRole("radio", { name: "Wheelchair" })).toBeChecked();
      await fillBooking(user);
      await user.click(mobility.getByRole("radio", { name: "Stretcher" }));
      expect(
        mobility.getByRole("radio", { name: "Wheelchair" }),
      ).not.toBeChecked();
      await user.click(mobility.getByRole("radio", { name: "Ambulatory" }));
      expect(mobility.getByRole("radio", { name: "Ambulatory" })).toBeChecked();
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(create).toHaveBeenCalled());
      const [, { data }] = create.mock.calls[0] as [
        string,
        { data: Record<string, unknown> },
      ];
      expect(data).toMatchObject({
        wheelchairTrip: false,
        stretcherTrip: false,
      });
    },
    LONG,
  );

  it(
    "asks the server for the fare once the booking is complete, and shows it",
    async () => {
      const { user, dataProvider } = open("/trip/create");
      await fillBooking(user);
      await waitFor(() => expect(dataProvider.fareQuote).toHaveBeenCalled(), {
        timeout: FARE_DEBOUNCE_MS + 3000,
      });
      expect(dataProvider.fareQuote).toHaveBeenLastCalledWith(
        {
          bookingType: "private",
          pickUpDatetime: new Date(2026, 2, 4, 9, 30).toISOString(),
          wheelchairTrip: true,
          stretcherTrip: false,
          isRoundTrip: false,
          additionalWaitTimeInMinutes: 0,
          pickUpAddress: expect.objectContaining({
            name: "Home",
            line1: "12 Elm Street",
            latitude: null,
          }),
          dropOffAddress: expect.objectContaining({
            name: "Mercy Dialysis",
            state: "OH",
          }),
        },
        expect.any(AbortSignal),
      );
      const fare = within(screen.getByTestId("fare-preview"));
      expect(await fare.findByText("$59.05")).toBeInTheDocument();
      expect(fare.getByText("6.5 mi")).toBeInTheDocument();
      expect(fare.getByText("18 min")).toBeInTheDocument();
      // Measured on the road: no estimate mark (issue 22).
      expect(fare.queryByText("Estimated distance")).toBeNull();
    },
    LONG,
  );

  it(
    "marks an estimated distance beside the miles (issue 22)",
    async () => {
      const { user } = open("/trip/create", {
        fareQuote: vi
          .fn()
          .mockResolvedValue({ ...QUOTE, distanceEstimated: true }),
      });
      await fillBooking(user);
      const fare = within(screen.getByTestId("fare-preview"));
      expect(
        await fare.findByText("Estimated distance", {}, SLOW),
      ).toBeInTheDocument();
      expect(fare.getByText("6.5 mi")).toBeInTheDocument();
    },
    LONG,
  );

  it(
    "shows the server's message when no price is in effect",
    async () => {
      const fareQuote = vi.fn().mockRejectedValue(
        toHttpError(422, {
          message:
            "No trip price is in effect for this booking type on the pick-up date.",
        }),
      );
      const { user } = open("/trip/create", { fareQuote });
      await fillBooking(user);
      expect(
        await screen.findByText(
          "No trip price is in effect for this booking type on the pick-up date.",
          {},
          { timeout: FARE_DEBOUNCE_MS + 3000 },
        ),
      ).toBeInTheDocument();
    },
    LONG,
  );

  it(
    "sends the booking body only, says 'New Trip added.' and opens the trip",
    async () => {
      const create = vi
        .fn()
        .mockImplementation((_r: string, { data }: { data: object }) =>
          Promise.resolve({
            data: { ...data, id: NEW_TRIP, tripId: NEW_TRIP },
          }),
        );
      const { user } = open("/trip/create", { create });
      await fillBooking(user);
      await user.click(screen.getByRole("radio", { name: "Insurance" }));
      // Taken from the patient's record.
      await waitFor(() =>
        expect(screen.getByLabelText("Policy number")).toHaveValue("POL-77"),
      );
      await user.click(screen.getByRole("button", { name: "Save" }));

      expect(await screen.findByText("New Trip added.")).toBeInTheDocument();
      expect(
        await screen.findByText("Trip page", {}, SLOW),
      ).toBeInTheDocument();
      const [resource, { data }] = create.mock.calls[0] as [
        string,
        { data: Record<string, unknown> },
      ];
      expect(resource).toBe(TRIPS);
      expect(data).toMatchObject({
        patientId: PATIENT,
        bookingType: "private",
        wheelchairTrip: true,
        stretcherTrip: false,
        payorType: "insurance",
        insuranceProviderId: PROVIDER,
        insurancePolicyId: "POL-77",
        privatePayorName: null,
        tripStatus: "pending",
        isRoundTrip: false,
        returnPickUpDatetime: null,
        pickUpDatetime: new Date(2026, 2, 4, 9, 30).toISOString(),
        pickUpAddress: expect.objectContaining({ name: "Home", state: "OH" }),
        dropOffAddress: expect.objectContaining({ name: "Mercy Dialysis" }),
      });
      for (const serverOwned of [
        "fare",
        "fareId",
        "distanceInMiles",
        "travelTimeInMinutes",
        "routeLocationPairId",
        "bookingUserId",
        "confirmed",
        "cancelled",
        "confirmedBy",
        "createdAt",
        "returnWillCall",
      ])
        expect(data).not.toHaveProperty(serverOwned);
    },
    LONG,
  );

  it(
    "books a round trip with a return time, or a will-call return without one",
    async () => {
      const create = vi
        .fn()
        .mockImplementation((_r: string, { data }: { data: object }) =>
          Promise.resolve({ data: { ...data, id: NEW_TRIP } }),
        );
      const { user } = open("/trip/create", { create });
      await fillBooking(user);
      await user.click(screen.getByLabelText("Round trip"));
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() =>
        expectDescription(
          "Return pick-up date and time",
          "Enter the return pick-up time, or choose a will-call return.",
        ),
      );
      // After a first submit the form checks again on every change.
      setDateTime("Return pick-up date and time", "2026-03-04T08:00");
      await waitFor(() =>
        expectDescription(
          "Return pick-up date and time",
          "The return must be after the pick-up time.",
        ),
      );
      await user.click(
        screen.getByLabelText("Will-call return (time not known yet)"),
      );
      expect(
        screen.queryByLabelText("Return pick-up date and time"),
      ).toBeNull();
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(create).toHaveBeenCalled());
      expect(create.mock.calls[0]?.[1]).toMatchObject({
        data: {
          isRoundTrip: true,
          returnPickUpDatetime: null,
          willCall: false,
          direction: "outbound",
        },
      });
    },
    LONG,
  );
});
