/**
 * /trip/:tripId through the real app over msw: the summary, the legs, the milestones with who and
 * where, fare and payment, the history from POST /activities/search, the links each role gets, and
 * the Not Found path of an unknown id.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import type { Activity } from "../../../domain/schemas/activity";
import type { Trip } from "../../../domain/schemas/trip";
import type { User } from "../../../domain/schemas/user";
import { renderApp } from "../../support/AppWrapper";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { TripStore } from "../../support/tripHandlers";
import { tripHandlers } from "../../support/tripHandlers";
import { buildTripRow } from "../../support/tripRows";

const { fake, server, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };
const TRIP = "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d";
const RETURN_LEG = "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e";
const DRIVER = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

function activity(overrides: Partial<Activity>): Activity {
  const activityId =
    overrides.activityId ?? "6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f";
  return {
    _id: activityId,
    activityId,
    modelType: "trip",
    modelId: TRIP,
    action: "updated",
    actorUserId: null,
    actorName: "Dee Dispatcher",
    screen: "trip-form",
    changes: [],
    latitude: null,
    longitude: null,
    accuracy: null,
    withoutPosition: false,
    onBehalf: false,
    note: null,
    ipAddress: null,
    createdAt: "2025-03-04T12:00:00.000Z",
    ...overrides,
  };
}

const trip: Trip = buildTripRow({
  id: TRIP,
  tripStatus: "completed",
  driverId: DRIVER,
  isRoundTrip: true,
  linkedTripId: RETURN_LEG,
  confirmedAt: "2025-03-03T09:00:00.000Z",
  confirmedBy: "Dee Dispatcher",
  tripStartedAt: "2025-03-04T14:00:00.000Z",
  startedOnBehalf: true,
  arrivedAtPickUpAt: "2025-03-04T14:20:00.000Z",
  patientOnBoardAt: "2025-03-04T14:30:00.000Z",
  arrivedAtDropOffAt: "2025-03-04T14:55:00.000Z",
  tripEndedAt: "2025-03-04T15:00:00.000Z",
  outcomeCode: "completed",
  specialInstructions: "Ring twice.",
  dispatcherNotes: "Prefers Dana.",
  attendantCount: 1,
  patient: {
    patientId: "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c",
    firstName: "Rosa",
    lastName: "Parks",
    phone: null,
  },
  paymentRecord: {
    paymentRecordId: "9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c",
    status: "completed",
    amount: 5905,
  },
});
const returnLeg: Trip = buildTripRow({
  id: RETURN_LEG,
  direction: "return",
  linkedTripId: TRIP,
  tripStatus: "pending",
  routeLocationPair: {
    routeLocationPairId: "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
    originName: "Mercy Dialysis",
    destinationName: "Home",
  },
});

const history: Activity[] = [
  activity({
    activityId: "10000000-0000-4000-8000-000000000001",
    action: "created",
    actorName: "Nina Nurse",
    createdAt: "2025-03-01T10:00:00.000Z",
    changes: [{ field: "tripStatus", before: null, after: "pending" }],
  }),
  activity({
    activityId: "10000000-0000-4000-8000-000000000002",
    action: "begin",
    screen: "trip-management",
    withoutPosition: true,
    onBehalf: true,
    createdAt: "2025-03-04T14:00:00.000Z",
    changes: [
      { field: "tripStatus", before: "confirmed", after: "in-progress" },
    ],
  }),
  activity({
    activityId: "10000000-0000-4000-8000-000000000003",
    action: "on-board",
    actorName: "Dana Able",
    screen: "trip-management",
    latitude: 39.9612,
    longitude: -83.0007,
    createdAt: "2025-03-04T14:30:00.000Z",
  }),
  // Issue 22: the driver's own step without a position (plain HTTP) is the driver's, not the office's.
  activity({
    activityId: "10000000-0000-4000-8000-000000000004",
    action: "arrived-dropoff",
    actorName: "Dana Able",
    screen: "trip-management",
    withoutPosition: true,
    createdAt: "2025-03-04T14:55:00.000Z",
  }),
];

function open(
  role: RoleCode,
  store: TripStore,
  { id = TRIP, user = {} }: { id?: string; user?: Partial<User> } = {},
) {
  signInAs(fake.api, role, user);
  enableAllFeatures(fake.api);
  start();
  server.use(
    ...tripHandlers(fake.api, store),
    ...driverStatusHandlers(fake.api, { online: [] }),
  );
  return renderApp(`/trip/${id}`);
}

const section = (name: string) => screen.getByRole("region", { name });

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

  it("shows a nurse the trip without dispatcher notes or the edit link", async () => {
    open("nurse", {
      trips: [{ ...trip, dispatcherNotes: null, linkedTripId: null }],
      activities: [],
    });
    expect(
      await screen.findByText("Trip of Rosa Parks", {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText("Dispatcher notes")).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Driver's page" })).toBeNull();
    expect(
      screen.getByText("One-way trip: no linked leg."),
    ).toBeInTheDocument();
    expect(
      await within(section("History")).findByText(
        "No change recorded yet.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it("links the assigned driver to the driver's page and shows the latest step while in progress", async () => {
    const rolling = {
      ...trip,
      tripStatus: "in-progress" as const,
      arrivedAtDropOffAt: null,
      tripEndedAt: null,
      linkedTripId: null,
      paymentRecord: null,
    };
    open(
      "driver",
      { trips: [rolling], activities: [] },
      {
        user: { driverDetail: { driverId: DRIVER } },
      },
    );
    const link = await screen.findByRole(
      "link",
      { name: "Driver's page" },
      LOAD,
    );
    expect(link).toHaveAttribute("href", `/trip/management/${TRIP}`);
    expect(section("Status and milestones")).toHaveTextContent(
      /Last step: Patient on board/,
    );
    expect(section("Fare and payment")).toHaveTextContent(
      "No payment recorded.",
    );
  });

  it("takes an unknown id to the Not Found path", async () => {
    const app = open("dataadmin", { trips: [] }, { id: UNKNOWN });
    const toast = await screen.findByRole("alert", {}, LOAD);
    expect(within(toast).getByText("Not Found Error")).toBeInTheDocument();
    expect(toast).toHaveTextContent("No trip has this id.");
    await waitFor(() => expect(app.location().pathname).toBe("/trips/all"));
  });
});
