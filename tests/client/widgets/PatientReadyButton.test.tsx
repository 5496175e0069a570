import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { testDataProvider } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import type { Trip } from "../../../domain/schemas/trip";
import { PatientReadyButton } from "../../../src/widgets/trips/PatientReadyButton";
import { buildUserWithRole, storeSession } from "../../support/factories";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { stubAuthProvider } from "../../support/stubAuthProvider";
import { buildTripRow } from "../../support/tripRows";

const TRIP = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const RETURN_LEG = "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a";

describe("PatientReadyButton", () => {
  const willCallReturn = buildTripRow({
    id: RETURN_LEG,
    tripStatus: "pending",
    direction: "return",
    willCall: true,
    linkedTripId: TRIP,
  });

  function mount(trip: Trip, role: RoleCode) {
    storeSession(buildUserWithRole(role));
    const tripEvent = vi.fn().mockResolvedValue(trip);
    renderWithAdmin(<PatientReadyButton trip={trip} />, {
      authProvider: stubAuthProvider(role),
      dataProvider: testDataProvider({ tripEvent } as never),
    });
    return tripEvent;
  }

  it("lets facility staff give a will-call return its pick-up time", async () => {
    const tripEvent = mount(willCallReturn, "nurse");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Patient ready" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("button", { name: "Patient ready" }),
    );
    await waitFor(() =>
      expect(tripEvent).toHaveBeenCalledWith(RETURN_LEG, {
        event: "patient-ready",
        expectedTripStatus: "pending",
        pickUpDatetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        screen: "patient-ready",
      }),
    );
    // No layout here, so no toast: the dialog closing says the server took it.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows nothing on a trip that waits for no one, or to a driver", () => {
    mount(buildTripRow({ direction: "outbound" }), "nurse");
    mount(willCallReturn, "driver");
    expect(screen.queryByRole("button", { name: "Patient ready" })).toBeNull();
  });
});
