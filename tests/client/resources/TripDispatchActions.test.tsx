/**
 * The office's actions on /trip/:tripId, through the real app over msw: a data admin (modify-trips,
 * not admin) confirms a trip (POST /trips/{id}/events from "trip-page" with the status shown),
 * cancels one with its reason and party, and assigns a driver and vehicle (the assignment check,
 * then POST /trips/{id}/assignment; a refusal's findings are shown, warnings need a reason), a nurse is offered none of them, and a trip that moved on meanwhile (409) is
 * reloaded with a warning.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import { renderApp } from "../../support/AppWrapper";
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { TripStore } from "../../support/tripHandlers";
import { tripHandlers } from "../../support/tripHandlers";
import {
  DRIVER,
  driver,
  LOAD,
  pending,
  TRIP,
  VEHICLE,
  writeHandlers,
} from "./tripDispatchHarness";

const { fake, server, start } = setupFakeServer();

function open(role: RoleCode, store: TripStore) {
  signInAs(fake.api, role, { firstName: "Dee", lastName: "Admin" });
  enableAllFeatures(fake.api);
  start();
  server.use(
    // One store for reads and writes: a write shows on the next read.
    ...tripHandlers(fake.api, Object.assign(store, { drivers: [driver] })),
    ...writeHandlers(fake.api, store),
  );
  return renderApp(`/trip/${TRIP}`);
}

const office = () => screen.getByRole("region", { name: "Office" });
const sent = (path: string) =>
  fake.api.requests.filter((r) => r.method === "POST" && r.path === path);

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

  it("assigns a driver and vehicle through the assignment call once the check is clear", async () => {
    const trip = pending();
    const store: TripStore = { trips: [trip], activities: [] };
    open("dataadmin", store);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Assign driver and vehicle" },
        LOAD,
      ),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Assign driver and vehicle",
    });
    expect(dialog).toHaveTextContent("This trip needs: Wheelchair");

    await user.type(
      within(dialog).getByRole("combobox", { name: "Driver" }),
      "Dana",
    );
    await user.click(
      await screen.findByRole("option", { name: "Dana Able" }, LOAD),
    );
    await user.type(
      within(dialog).getByRole("combobox", { name: "Vehicle" }),
      "NMT",
    );
    await user.click(
      await screen.findByRole(
        "option",
        { name: "NMT 7 · Ford Transit (wheelchair)" },
        LOAD,
      ),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    // Issue 10: both chosen, the assignment call (checked on the server) carries them.
    await waitFor(() =>
      expect(sent(`/trips/${TRIP}/assignment`).map((r) => r.body)).toEqual([
        {
          driverId: DRIVER,
          vehicleId: VEHICLE,
          overrideReason: null,
          expectedTripStatus: "pending",
        },
      ]),
    );
    expect(sent(`/trips/${TRIP}/assignment-check`)).not.toHaveLength(0);
    expect(await screen.findByText("Trip updated.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The page now names who drives it in what.
    expect(
      await within(office()).findByText("Dana Able", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      await within(office()).findByText("NMT 7 · Ford Transit", {}, LOAD),
    ).toBeInTheDocument();
  });

  it("shows the check's findings before saving; a warning needs a reason to assign anyway", async () => {
    const store: TripStore = {
      trips: [pending()],
      activities: [],
      findings: [
        {
          severity: "warning",
          code: "attestation-missing",
          message: "Dana Able has not yet attested.",
        },
      ],
    };
    open("dataadmin", store);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Assign driver and vehicle" },
        LOAD,
      ),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Assign driver and vehicle",
    });
    await user.type(
      within(dialog).getByRole("combobox", { name: "Driver" }),
      "Dana",
    );
    await user.click(
      await screen.findByRole("option", { name: "Dana Able" }, LOAD),
    );
    await user.type(
      within(dialog).getByRole("combobox", { name: "Vehicle" }),
      "NMT",
    );
    await user.click(
      await screen.findByRole(
        "option",
        { name: "NMT 7 · Ford Transit (wheelchair)" },
        LOAD,
      ),
    );
    expect(
      await within(dialog).findByText(
        "Dana Able has not yet attested.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    // Without a reason the server refuses; the findings stay in view and nothing is assigned.
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent(`/trips/${TRIP}/assignment`)).toHaveLength(1),
    );
    expect(store.trips[0].driverId).toBeNull();
    await user.type(
      within(dialog).getByRole("textbox", { name: "Reason to assign anyway" }),
      "Attests at shift start",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(store.trips[0].driverId).toBe(DRIVER));
    expect(sent(`/trips/${TRIP}/assignment`)[1].body).toMatchObject({
      overrideReason: "Attests at shift start",
    });
  });

  it("shows a note (a future day's attestation) and assigns without asking for a reason (issue 22)", async () => {
    const store: TripStore = {
      trips: [pending()],
      activities: [],
      findings: [
        {
          severity: "note",
          code: "attestation-missing",
          message: "Dana Able has not yet posted an influence attestation.",
        },
      ],
    };
    open("dataadmin", store);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Assign driver and vehicle" },
        LOAD,
      ),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Assign driver and vehicle",
    });
    await user.type(
      within(dialog).getByRole("combobox", { name: "Driver" }),
      "Dana",
    );
    await user.click(
      await screen.findByRole("option", { name: "Dana Able" }, LOAD),
    );
    await user.type(
      within(dialog).getByRole("combobox", { name: "Vehicle" }),
      "NMT",
    );
    await user.click(
      await screen.findByRole(
        "option",
        { name: "NMT 7 · Ford Transit (wheelchair)" },
        LOAD,
      ),
    );
    expect(await within(dialog).findByText("Note:", {}, LOAD)).toBeVisible();
    expect(
      within(dialog).queryByRole("textbox", {
        name: "Reason to assign anyway",
      }),
    ).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(store.trips[0].driverId).toBe(DRIVER));
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
