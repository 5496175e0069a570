/**
 * The booking form at /trip/create in the admin shell: one smoke test through the whole form, as a
 * person fills it. Slow (several seconds): it mounts the whole shell in jsdom and types and clicks
 * through MUI inputs. The form's logic is asserted in its model's tests (TripFormModel.test.ts:
 * defaults, the schema's messages, mobility, the return time, the fare's request) and the fare
 * preview's states in FarePreview.test.tsx.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FARE_DEBOUNCE_MS } from "../../../resources/trips/FarePreview";
import {
  fillBooking,
  LONG,
  NEW_TRIP,
  open,
  PATIENT,
  PROVIDER,
  SLOW,
  TRIPS,
} from "./tripFormHarness";

describe("Trip booking (/trip/create)", () => {
  it(
    "starts from the §3 defaults, quotes the fare, and sends the booking body only, then opens the trip",
    async () => {
      const create = vi
        .fn()
        .mockImplementation((_r: string, { data }: { data: object }) =>
          Promise.resolve({
            data: { ...data, id: NEW_TRIP, tripId: NEW_TRIP },
          }),
        );
      const { user, dataProvider } = open("/trip/create", { create });

      // The §3 new-trip defaults, as the inputs show them.
      expect(
        await screen.findByRole("radio", { name: "Private / Community" }, SLOW),
      ).toBeChecked();
      const bookingType = within(
        screen.getByRole("group", { name: "Booking type" }),
      );
      expect(
        bookingType.getByRole("radio", { name: "Facility" }),
      ).not.toBeChecked();
      const mobility = within(
        screen.getByRole("radiogroup", { name: "Mobility" }),
      );
      expect(mobility.getByRole("radio", { name: "Wheelchair" })).toBeChecked();
      expect(
        mobility.getByRole("radio", { name: "Stretcher" }),
      ).not.toBeChecked();
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

      await fillBooking(user);
      // The fare, asked of the server once the booking is complete.
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

      // One choice of mobility (issue 22).
      await user.click(mobility.getByRole("radio", { name: "Stretcher" }));
      expect(
        mobility.getByRole("radio", { name: "Wheelchair" }),
      ).not.toBeChecked();
      await user.click(mobility.getByRole("radio", { name: "Ambulatory" }));
      expect(mobility.getByRole("radio", { name: "Ambulatory" })).toBeChecked();
      // A round trip whose return is a will-call: no return time to give.
      await user.click(screen.getByLabelText("Round trip"));
      expect(
        screen.getByLabelText("Return pick-up date and time"),
      ).toBeInTheDocument();
      await user.click(
        screen.getByLabelText("Will-call return (time not known yet)"),
      );
      expect(
        screen.queryByLabelText("Return pick-up date and time"),
      ).toBeNull();
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
        wheelchairTrip: false,
        stretcherTrip: false,
        payorType: "insurance",
        insuranceProviderId: PROVIDER,
        insurancePolicyId: "POL-77",
        privatePayorName: null,
        tripStatus: "pending",
        isRoundTrip: true,
        returnPickUpDatetime: null,
        willCall: false,
        direction: "outbound",
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
    // The whole form in one test: twice a booking's filling time.
    2 * LONG,
  );
});
