/**
 * The trip page's History (journey walk, issue 21): a booking's entry lists what a nurse booked,
 * not the row's internal ids and derived columns.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Activity } from "../../../domain/schemas/activity";
import { TripHistory } from "../../../resources/trips/TripHistory";
import type { ActivityRecord } from "../../../resources/trips/useTripActivities";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const ID = "10000000-0000-4000-8000-000000000001";

const booked = (changes: Activity["changes"]): ActivityRecord =>
  ({
    id: ID,
    _id: ID,
    activityId: ID,
    modelType: "trip",
    modelId: "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d",
    action: "created",
    actorUserId: null,
    actorName: "Nina Nurse",
    screen: "trip-form",
    changes,
    latitude: null,
    longitude: null,
    accuracy: null,
    withoutPosition: false,
    onBehalf: false,
    note: null,
    ipAddress: null,
    createdAt: "2025-03-01T10:00:00.000Z",
  }) as ActivityRecord;

const UUID = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

describe("TripHistory", () => {
  it("hides internal ids and technical columns, and shows the fare as money", () => {
    renderWithAdmin(
      <TripHistory
        isPending={false}
        failed={false}
        activities={[
          booked([
            { field: "id", before: null, after: UUID },
            { field: "routeLocationPairId", before: null, after: UUID },
            { field: "fareId", before: null, after: UUID },
            { field: "bookingUserId", before: null, after: UUID },
            { field: "search_text", before: null, after: "parks rosa" },
            { field: "tripStatus", before: null, after: "pending" },
            { field: "seats", before: null, after: 2 },
            {
              field: "fare",
              before: null,
              after: { totalCents: 4205, lines: [{ code: "base" }] },
            },
          ]),
        ]}
      />,
    );
    const entry = screen.getByTestId("history-entry");
    const items = within(entry)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([
      "Status: — → pending",
      "Seats: — → 2",
      "Fare: — → $42.05",
    ]);
    expect(entry).not.toHaveTextContent(UUID);
    expect(entry).not.toHaveTextContent(/more change/);
  });

  it("keeps an id field that has a label (the driver)", () => {
    renderWithAdmin(
      <TripHistory
        isPending={false}
        failed={false}
        activities={[
          booked([{ field: "driverId", before: null, after: UUID }]),
        ]}
      />,
    );
    expect(screen.getByTestId("history-entry")).toHaveTextContent("Driver:");
  });
});
