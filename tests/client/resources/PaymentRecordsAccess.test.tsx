import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { enableAllFeatures } from "../../support/signedIn";
import { buildTripRow } from "../../support/tripRows";
import {
  PAYMENT_RECORDS as R,
  paidTrip,
  setupPaymentRecords,
  SLOW,
} from "./paymentRecordsHarness";

const { bodies, open, serve } = setupPaymentRecords();
const DRIVER = "7a1c2e3f-0000-4000-8000-000000000001";
const OTHER_DRIVER = "7a1c2e3f-0000-4000-8000-000000000002";

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, SLOW)).closest("tr")!;

describe("the Payment Records route (§6: admin only)", () => {
  it("opens for an administrator in the app, under its title", async () => {
    enableAllFeatures(serve("systemadmin", [paidTrip]));
    renderApp(`/${R}`);
    expect(
      await screen.findByText("Rita Requester", {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Payment Records" }),
    ).toBeInTheDocument();
  });

  it("refuses a data administrator, and asks the server nothing", async () => {
    serve("dataadmin", [paidTrip]);
    renderApp(`/${R}`);
    expect(
      await screen.findByRole(
        "heading",
        { name: "Authorization Error", level: 1 },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

describe("Payment Records row actions (§2)", () => {
  const driversTrip = buildTripRow({
    requesterName: "Driver Trip",
    tripStatus: "confirmed",
    driverId: DRIVER,
  });
  const othersTrip = buildTripRow({
    requesterName: "Other Driver Trip",
    tripStatus: "confirmed",
    driverId: OTHER_DRIVER,
  });
  const doneTrip = buildTripRow({
    requesterName: "Done Trip",
    tripStatus: "completed",
    driverId: DRIVER,
  });

  it("offers View to holders of modify-trips, opening /trip/{tripId}; no Begin Trip", async () => {
    open("dataadmin", [driversTrip]);
    const row = await rowOf("Driver Trip");
    expect(within(row).getByRole("link", { name: "View" })).toHaveAttribute(
      "href",
      `/trip/${driversTrip.tripId}`,
    );
    expect(
      within(row).queryByRole("link", { name: "Begin Trip" }),
    ).not.toBeInTheDocument();
  });

  it("offers Begin Trip only to the assigned driver, before the trip is over; no View", async () => {
    open("driver", [driversTrip, othersTrip, doneTrip], {
      driverDetail: { driverId: DRIVER },
    });
    const own = await rowOf("Driver Trip");
    expect(
      within(own).getByRole("link", { name: "Begin Trip" }),
    ).toHaveAttribute("href", `/trip/management/${driversTrip.tripId}`);
    expect(
      within(own).queryByRole("link", { name: "View" }),
    ).not.toBeInTheDocument();
    for (const text of ["Other Driver Trip", "Done Trip"])
      expect(
        within(await rowOf(text)).queryByRole("link", { name: "Begin Trip" }),
      ).not.toBeInTheDocument();
  });

  it("offers Live Trip Data while a trip is in progress", async () => {
    const live = buildTripRow({
      requesterName: "Live Trip",
      tripStatus: "in-progress",
      driverId: DRIVER,
    });
    open("driver", [live], { driverDetail: { driverId: DRIVER } });
    const row = await rowOf("Live Trip");
    expect(
      within(row).getByRole("link", { name: "Live Trip Data" }),
    ).toHaveAttribute("href", `/trip/${live.tripId}#live`);
    expect(
      within(row).queryByRole("link", { name: "Begin Trip" }),
    ).not.toBeInTheDocument();
  });
});
