/**
 * /checkout/success (journey walk, issue 21): after paying, the payer has a way back, to the trips
 * when signed in, to the portal's home otherwise.
 */
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CheckoutSuccessPage } from "../../../custom-pages/checkout/CheckoutSuccessPage";
import { rememberPayingTrip } from "../../../src/session/payingTrip";
import { tripsModule } from "../../../domain/modules/trips";
import { clearSession } from "../../../providers/session";
import { messages as C } from "../../../custom-pages/checkout/messages";
import { checkoutModule } from "../../../domain/modules/checkout";
import { PATHS } from "../../../src/paths";
import { apiCalls } from "../../support/authHandlers";
import { buildUserWithRole, storeSession } from "../../support/factories";
import { envelope } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { renderPage } from "../../support/renderWithAdmin";

const TOKEN = "t".repeat(43);
const TRIP = "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d";
const open = (query = `?payment=${TOKEN}`) =>
  renderPage(<CheckoutSuccessPage />, {
    at: `${checkoutModule.pages.success.path}${query}`,
  });

describe("CheckoutSuccessPage: the way back", () => {
  const { server } = setupFakeServer();
  beforeEach(() => {
    server.use(
      apiCalls().on("get", "/checkout/:paymentId", () =>
        envelope({
          status: "completed",
          amountCents: 4205,
          currency: "usd",
          tripDate: "2026-03-10T14:00:00.000Z",
          pickUpName: "Home",
          dropOffName: "Mercy Dialysis",
          provider: "builtin",
          paidAt: "2026-03-10T15:00:00.000Z",
        }),
      ),
    );
  });
  afterEach(() => {
    clearSession();
    sessionStorage.clear();
  });

  it("links a signed-out payer to the portal's home page", async () => {
    open();
    expect(
      await screen.findByRole("link", { name: C.backHome }),
    ).toHaveAttribute("href", PATHS.landing);
  });

  it("links a signed-in payer to their trips", async () => {
    storeSession(buildUserWithRole("customer"));
    open();
    expect(
      await screen.findByRole("link", { name: C.backToTrips }),
    ).toHaveAttribute("href", tripsModule.paths.list);
  });

  it("links a payer who came from the trip's page back to that trip", async () => {
    storeSession(buildUserWithRole("customer"));
    rememberPayingTrip(`https://portal.example.org/checkout/${TOKEN}`, TRIP);
    open();
    expect(
      await screen.findByRole("link", { name: C.backToTrip }),
    ).toHaveAttribute("href", tripsModule.paths.show(TRIP));
  });

  it("does not link a signed-out payer to a remembered trip", async () => {
    rememberPayingTrip(`/checkout/${TOKEN}`, TRIP);
    open();
    expect(
      await screen.findByRole("link", { name: C.backHome }),
    ).toHaveAttribute("href", PATHS.landing);
  });

  it("has the way back without a payment token too", async () => {
    open("");
    expect(
      await screen.findByRole("link", { name: C.backHome }),
    ).toHaveAttribute("href", PATHS.landing);
  });
});
