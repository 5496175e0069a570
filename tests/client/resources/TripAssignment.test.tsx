/**
 * The office assigns a driver and vehicle on /trip/:tripId, through the real app over msw: the
 * assignment check, then POST /trips/{id}/assignment; a refusal's findings are shown, warnings need a
 * reason, a note does not.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TripStore } from "../../support/tripHandlers";
import {
  chooseDanaAndVan,
  DRIVER,
  LOAD,
  openAssignDialog,
  pending,
  setupTripOffice,
  TRIP,
  VEHICLE,
} from "../../support/tripDispatch";

const { open, office, sent } = setupTripOffice();

describe("the trip page's driver assignment", () => {
  it("assigns a driver and vehicle through the assignment call once the check is clear", async () => {
    const trip = pending();
    const store: TripStore = { trips: [trip], activities: [] };
    open("dataadmin", store);
    const user = userEvent.setup();
    const dialog = await openAssignDialog(user);
    expect(dialog).toHaveTextContent("This trip needs: Wheelchair");

    await chooseDanaAndVan(user, dialog);
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
    const dialog = await openAssignDialog(user);
    await chooseDanaAndVan(user, dialog);
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
    const dialog = await openAssignDialog(user);
    await chooseDanaAndVan(user, dialog);
    expect(await within(dialog).findByText("Note:", {}, LOAD)).toBeVisible();
    expect(
      within(dialog).queryByRole("textbox", {
        name: "Reason to assign anyway",
      }),
    ).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(store.trips[0].driverId).toBe(DRIVER));
  });
});
