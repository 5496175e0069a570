/**
 * The booking form's fare preview on its own (no shell, no typing): inside a form already holding a
 * complete booking, it shows the server's quote, marks an estimated distance, and shows the server's
 * message when no price is in effect. The whole form's smoke test: TripForm.test.tsx.
 */
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { AdminContext, memoryStore, testDataProvider } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { toHttpError } from "../../../providers/httpClient";
import {
  FARE_DEBOUNCE_MS,
  FarePreview,
} from "../../../resources/trips/FarePreview";
import { tripDefaults } from "../../../resources/trips/tripFormModel";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { QUOTE } from "../../support/fareQuote";

const place = (name: string) => ({
  name,
  line1: "12 Elm Street",
  line2: "",
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  latitude: null,
  longitude: null,
});

const booking = {
  ...tripDefaults(),
  pickUpDatetime: "2026-03-04T14:30:00.000Z",
  pickUpAddress: place("Home"),
  dropOffAddress: place("Mercy Dialysis"),
};

function BookingForm({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: booking });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function mount(fareQuote: (...args: unknown[]) => Promise<unknown>) {
  render(
    <AdminContext
      dataProvider={testDataProvider({ fareQuote } as never)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <BookingForm>
        <FarePreview />
      </BookingForm>
    </AdminContext>,
  );
  return within(screen.getByTestId("fare-preview"));
}

const ANSWERED = { timeout: FARE_DEBOUNCE_MS + 3000 };

describe("FarePreview", () => {
  it("asks the server for the booking's fare once, and shows it without an estimate mark", async () => {
    const fareQuote = vi.fn().mockResolvedValue(QUOTE);
    const fare = mount(fareQuote);
    expect(await fare.findByText("$59.05", {}, ANSWERED)).toBeInTheDocument();
    expect(fare.getByText("6.5 mi")).toBeInTheDocument();
    expect(fare.getByText("18 min")).toBeInTheDocument();
    // Measured on the road: no estimate mark (issue 22).
    expect(fare.queryByText("Estimated distance")).toBeNull();
    expect(fareQuote).toHaveBeenCalledTimes(1);
    expect(fareQuote).toHaveBeenCalledWith(
      expect.objectContaining({
        bookingType: "private",
        pickUpDatetime: "2026-03-04T14:30:00.000Z",
      }),
      expect.any(AbortSignal),
    );
  });

  it("marks an estimated distance beside the miles (issue 22)", async () => {
    const fare = mount(
      vi.fn().mockResolvedValue({ ...QUOTE, distanceEstimated: true }),
    );
    expect(
      await fare.findByText("Estimated distance", {}, ANSWERED),
    ).toBeInTheDocument();
    expect(fare.getByText("6.5 mi")).toBeInTheDocument();
  });

  it("shows the server's message when no price is in effect", async () => {
    const message =
      "No trip price is in effect for this booking type on the pick-up date.";
    const fare = mount(
      vi.fn().mockRejectedValue(toHttpError(422, { message })),
    );
    expect(await fare.findByText(message, {}, ANSWERED)).toBeInTheDocument();
  });
});
