/**
 * Issue 22: a customer sees "Pay" on their own unpaid private trip's page, which opens the same
 * checkout as the office's payment link (POST /payment-records/checkout-link, then /checkout/<token>).
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { payingTripOf } from "../../../src/session/payingTrip";
import type { Trip } from "../../../domain/schemas/trip";
import { renderApp } from "../../support/AppWrapper";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import { tripHandlers } from "../../support/tripHandlers";
import { buildTripRow } from "../../support/tripRows";

const { fake, server, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };
const TRIP = "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d";
const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

function open(trip: (customerId: string) => Trip) {
  const customer = signInAs(fake.api, "customer");
  enableAllFeatures(fake.api);
  start();
  const asked: unknown[] = [];
  server.use(
    ...tripHandlers(fake.api, {
      trips: [trip(customer.userId)],
      activities: [],
    }),
    ...driverStatusHandlers(fake.api, { online: [] }),
    http.post("/api/payment-records/checkout-link", async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({
        code: 201,
        message: "Payment link created.",
        data: {
          paymentRecordId: "9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c",
          tripId: TRIP,
          amountCents: 5905,
          status: "pending",
          checkoutUrl: `https://pay.example.org/checkout/${TOKEN}`,
        },
      });
    }),
  );
  return { app: renderApp(`/trip/${TRIP}`), asked };
}

const unpaid = (bookingUserId: string): Trip =>
  buildTripRow({
    id: TRIP,
    tripStatus: "confirmed",
    bookingType: "private",
    bookingUserId,
    paymentRecord: null,
    patient: {
      patientId: "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c",
      firstName: "Rosa",
      lastName: "Parks",
      phone: null,
    },
  });

describe("a customer's Pay", () => {
  it("opens the checkout of their own unpaid private trip", async () => {
    const { app, asked } = open(unpaid);
    await screen.findByText("Trip of Rosa Parks", {}, LOAD);
    fireEvent.click(await screen.findByRole("button", { name: "Pay" }, LOAD));
    await waitFor(
      () => expect(app.location().pathname).toBe(`/checkout/${TOKEN}`),
      LOAD,
    );
    expect(asked).toEqual([{ tripId: TRIP }]);
    // The success page links back to this trip (src/session/payingTrip.ts).
    expect(payingTripOf(TOKEN)).toBe(TRIP);
    // The office's copy-a-link dialog is not theirs.
    expect(screen.queryByRole("button", { name: "Payment link" })).toBeNull();
  });

  it("is not offered on a paid trip or on another's", async () => {
    open((id) => ({
      ...unpaid(id),
      paymentRecord: {
        paymentRecordId: "9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c",
        status: "completed",
        amount: 5905,
      },
    }));
    await screen.findByText("Trip of Rosa Parks", {}, LOAD);
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
  });

  it("is not offered on a trip someone else booked", async () => {
    open(() => unpaid("00000000-0000-4000-8000-000000000001"));
    await screen.findByText("Trip of Rosa Parks", {}, LOAD);
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
  });
});
