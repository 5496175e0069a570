import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import FakeSignaturePad from "../../support/fakeSignaturePad";
import {
  inProgress,
  minutesAgo,
  open,
  RETURN_LEG,
  SLOW,
  TRIP,
} from "./tripManagementHarness";

vi.mock("signature_pad", () => import("../../support/fakeSignaturePad"));

beforeEach(() => {
  // jsdom has no 2D canvas; the pad wrapper scales it when there is one.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the driver's page dialogs", () => {
  it("records a no-show after the wait and offers to cancel the return leg", async () => {
    const dataProvider = open(
      inProgress({
        arrivedAtPickUpAt: minutesAgo(11),
        linkedTripId: RETURN_LEG,
        isRoundTrip: true,
      }),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "No-show" }, SLOW),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Record a no-show?",
    });
    await user.click(
      within(dialog).getByRole("checkbox", {
        name: "Also cancel the return leg",
      }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Record no-show" }),
    );
    await waitFor(() =>
      expect(dataProvider.tripEvent).toHaveBeenCalledWith(TRIP, {
        event: "no-show",
        expectedTripStatus: "in-progress",
        cancelReturnLeg: true,
        screen: "trip-management",
      }),
    );
  });

  it("completes with a drawn signature, and refuses to complete with neither proof", async () => {
    const dataProvider = open(
      inProgress({
        arrivedAtPickUpAt: minutesAgo(25),
        patientOnBoardAt: minutesAgo(20),
        arrivedAtDropOffAt: minutesAgo(1),
      }),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Complete trip" }, SLOW),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Proof of service",
    });
    const submit = within(dialog).getByRole("button", {
      name: "Complete trip",
    });
    await user.click(submit);
    expect(
      within(dialog).getByText(
        "Have the patient sign, or enter why the patient is unable to sign.",
      ),
    ).toBeInTheDocument();
    expect(dataProvider.tripEvent).not.toHaveBeenCalled();

    act(() => FakeSignaturePad.all.at(-1)!.draw());
    await user.click(submit);
    await waitFor(() =>
      expect(dataProvider.tripEvent).toHaveBeenCalledWith(TRIP, {
        event: "complete",
        expectedTripStatus: "in-progress",
        signature: "data:image/png;base64,iVBORw0KGgo=",
        screen: "trip-management",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("completes with the reason the patient is unable to sign", async () => {
    const dataProvider = open(
      inProgress({
        arrivedAtPickUpAt: minutesAgo(25),
        patientOnBoardAt: minutesAgo(20),
        arrivedAtDropOffAt: minutesAgo(1),
      }),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Complete trip" }, SLOW),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("checkbox", { name: "Unable to sign" }),
    );
    await user.type(
      within(dialog).getByRole("textbox", {
        name: /Why the patient cannot sign/,
      }),
      "Asleep on arrival",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Complete trip" }),
    );
    await waitFor(() =>
      expect(dataProvider.tripEvent).toHaveBeenCalledWith(TRIP, {
        event: "complete",
        expectedTripStatus: "in-progress",
        unableToSignReason: "Asleep on arrival",
        screen: "trip-management",
      }),
    );
  });

  it("asks for the reason of a delay", async () => {
    const dataProvider = open(inProgress());
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Report a delay" }, SLOW),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("button", { name: "Report delay" }),
    );
    expect(within(dialog).getByText("Enter the reason.")).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole("textbox", { name: /Reason/ }),
      "Road closed on Main Street",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Report delay" }),
    );
    await waitFor(() =>
      expect(dataProvider.tripEvent).toHaveBeenCalledWith(TRIP, {
        event: "delay",
        expectedTripStatus: "in-progress",
        reason: "Road closed on Main Street",
        screen: "trip-management",
      }),
    );
  });
});
