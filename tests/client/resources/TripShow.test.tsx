/**
 * /trip/:tripId through the real app over msw: the summary, the legs, the milestones with who and
 * where, fare and payment, and the history from POST /activities/search. What each role gets and the
 * Not Found path: TripShowRoles.test.tsx.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Trip } from "../../../domain/schemas/trip";
import {
  history,
  LOAD,
  RETURN_LEG,
  returnLeg,
  setupTripShow,
  TRIP,
  trip,
} from "../../support/tripShow";

const { fake, open, section } = setupTripShow();

describe("TripShow", () => {
  it("shows the summary, legs, milestones, fare and payment, and the history", async () => {
    open("systemadmin", { trips: [trip, returnLeg], activities: history });
    expect(
      await screen.findByText("Trip of Rosa Parks", {}, LOAD),
    ).toBeInTheDocument();

    const summary = section("Trip");
    expect(within(summary).getByText("Ring twice.")).toBeInTheDocument();
    expect(within(summary).getByText("Prefers Dana.")).toBeInTheDocument();
    expect(
      within(summary).getByText("1 attendant(s), 0 guest(s)"),
    ).toBeInTheDocument();
    expect(within(summary).getByText(/12 Elm Street/)).toBeInTheDocument();

    const legs = section("Legs");
    const linked = await within(legs).findByTestId("linked-leg", {}, LOAD);
    expect(within(linked).getByText(/Return/)).toBeInTheDocument();
    expect(
      within(linked).getByRole("link", { name: "Open this leg" }),
    ).toHaveAttribute("href", `/trip/${RETURN_LEG}`);

    const timeline = section("Status and milestones");
    expect(timeline).toHaveAttribute("id", "live");
    const confirmed = within(timeline)
      .getByText("Confirmed")
      .closest("li") as HTMLElement;
    expect(confirmed).toHaveTextContent("by Dee Dispatcher");
    const onBoard = await waitFor(() => {
      const item = within(timeline)
        .getByText("Patient on board")
        .closest("li") as HTMLElement;
      expect(item).toHaveTextContent("by Dana Able");
      return item;
    }, LOAD);
    expect(onBoard).toHaveTextContent("at 39.96120, -83.00070");
    const begun = within(timeline)
      .getByText("Trip begun")
      .closest("li") as HTMLElement;
    expect(begun).toHaveTextContent("recorded on the driver's behalf");

    const fare = section("Fare and payment");
    expect(within(fare).getAllByText("$59.05")).toHaveLength(2);
    expect(within(fare).queryByText("Estimated distance")).toBeNull();
    expect(within(fare).getByTitle("Paid")).toBeInTheDocument();

    const entries = await within(section("History")).findAllByTestId(
      "history-entry",
      {},
      LOAD,
    );
    expect(entries).toHaveLength(4);
    expect(entries[0]).toHaveTextContent("Booked");
    expect(entries[0]).toHaveTextContent("Nina Nurse");
    expect(entries[0]).toHaveTextContent("Status: — → pending");
    expect(entries[1]).toHaveTextContent("from the driver's page");
    expect(entries[1]).toHaveTextContent("without a position");
    expect(entries[1]).toHaveTextContent(
      "recorded from the office on the driver's behalf",
    );
    const own = entries.find((e) =>
      e.textContent?.includes("Arrived at drop-off"),
    );
    expect(own).toHaveTextContent("Dana Able");
    expect(own).toHaveTextContent("without a position");
    expect(own).not.toHaveTextContent("office");
    expect(own).not.toHaveTextContent("behalf");
    expect(entries[1]).toHaveTextContent("Status: confirmed → in-progress");

    const asked = fake.api.requests.find(
      (r) => r.path === "/activities/search",
    );
    expect(asked?.body).toMatchObject({ modelType: "trip", modelId: TRIP });
    // Administrators edit (§6: /trip/upsert is admin only); the documents page is linked for everyone.
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/trip/upsert/${TRIP}`,
    );
    expect(screen.getByRole("link", { name: "Documents" })).toHaveAttribute(
      "href",
      `/trip/documents/${TRIP}`,
    );
  });

  it("shows a will-call return leg as Will-call, without its placeholder time (issue 22)", async () => {
    const waiting: Trip = {
      ...returnLeg,
      willCall: true,
      willCallActivatedAt: null,
      pickUpDatetime: "2025-03-04T23:59:00.000Z",
    };
    open("systemadmin", { trips: [trip, waiting], activities: [] });
    await screen.findByText("Trip of Rosa Parks", {}, LOAD);
    const linked = await within(section("Legs")).findByTestId(
      "linked-leg",
      {},
      LOAD,
    );
    expect(linked).toHaveTextContent("Will-call");
    expect(linked).not.toHaveTextContent("2025-03-0");
  });

  it("marks an estimated distance beside the miles, and a measured one not (issue 22)", async () => {
    const estimated: Trip = { ...trip, distanceEstimated: true };
    open("systemadmin", { trips: [estimated, returnLeg], activities: [] });
    await screen.findByText("Trip of Rosa Parks", {}, LOAD);
    const fare = section("Fare and payment");
    expect(within(fare).getByText("6.5 mi")).toBeInTheDocument();
    expect(within(fare).getByTestId("estimated-distance")).toHaveTextContent(
      "Estimated distance",
    );
  });
});
