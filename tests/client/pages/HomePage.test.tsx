/**
 * "/" for each role (issue 29) in the real shell over msw: each role's panels, each panel's one
 * request, rows linking to their records, empty and failed states, and a toggle off hiding its panel.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../../../domain/features";
import { fixClock } from "../../support/fixedClock";
import { buildTripRow } from "../../support/tripRows";
import {
  buildMention,
  dayStart,
  homeCalls,
  homeStore,
  setupHomePage,
  todayAt,
} from "./homeFake";

const LOAD = { timeout: 10_000 };
// Mid-day: "today", "tomorrow" and "the next 24 hours" hold on any day the tests run.
fixClock("2026-03-18T12:00:00");
const open = setupHomePage();
const region = (name: string) => screen.findByRole("region", { name }, LOAD);
const tripSearches = (store: ReturnType<typeof homeStore>) =>
  homeCalls(store, "POST", "/trips/search").map((c) => c.body);

const patient = (firstName: string) => ({
  patientId: "9d0e1f2a-0000-4000-8000-000000000001",
  firstName,
  lastName: "Rider",
  phone: null,
});

describe("a nurse's home page", () => {
  it("shows her facility's trips of today and tomorrow and the will-call returns waiting, and no dispatch panel", async () => {
    const today = buildTripRow({
      pickUpDatetime: todayAt(10),
      tripStatus: "confirmed",
      patient: patient("Tess"),
    });
    const tomorrow = buildTripRow({
      pickUpDatetime: todayAt(24 + 9),
      patient: patient("Tom"),
    });
    const later = buildTripRow({
      pickUpDatetime: todayAt(72),
      patient: patient("Lena"),
    });
    const waiting = buildTripRow({
      pickUpDatetime: todayAt(15),
      direction: "return",
      willCall: true,
      patient: patient("Wanda"),
    });
    const store = homeStore({ trips: [today, tomorrow, later, waiting] });
    open("nurse", { store });

    const trips = await region("Today and tomorrow");
    const todayList = await within(trips).findByRole(
      "list",
      { name: "Today" },
      LOAD,
    );
    expect(
      within(todayList).getByRole("link", { name: /Tess Rider/ }),
    ).toHaveAttribute("href", `/trip/${today.tripId}`);
    expect(within(todayList).getByText("Will-call")).toBeInTheDocument();
    const tomorrowList = within(trips).getByRole("list", { name: "Tomorrow" });
    expect(within(tomorrowList).getByText(/Tom Rider/)).toBeInTheDocument();
    expect(within(trips).queryByText(/Lena Rider/)).toBeNull();

    const willCall = await region("Will-call returns waiting");
    expect(
      await within(willCall).findByRole("link", { name: /Wanda Rider/ }, LOAD),
    ).toHaveAttribute("href", `/trip/${waiting.tripId}`);
    expect(within(willCall).queryByText(/Tess Rider/)).toBeNull();

    expect(screen.queryByRole("region", { name: /Unassigned/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Trips with warnings" })).toBe(
      null,
    );
    // One request per panel: the two days, and the waiting returns.
    const bodies = tripSearches(store);
    expect(bodies).toHaveLength(2);
    expect(bodies).toContainEqual(
      expect.objectContaining({
        dateFilterRequest: { fromDate: dayStart(0), toDate: dayStart(2) },
        sortBy: "pickUpDatetime",
        sortDescending: false,
      }),
    );
    expect(bodies).toContainEqual(
      expect.objectContaining({
        additionalBooleanFilters: { willCallWaiting: true },
        additionalArrayFilters: { tripStatuses: ["pending", "confirmed"] },
        // Today's returns only: a later day's return waits for nothing yet.
        dateFilterRequest: {
          fromDate: dayStart(0),
          toDate: expect.any(String),
        },
      }),
    );
  });

  it("says so when the trips could not be loaded", async () => {
    const store = homeStore();
    store.log.refuse.set("POST /trips/search", [500]);
    open("facilityadmin", { store });
    const trips = await region("Today and tomorrow");
    expect(
      await within(trips).findByText(
        "These trips could not be loaded. Try again shortly.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it("shows the empty states", async () => {
    open("nurse");
    expect(
      await screen.findByText("No trips today or tomorrow.", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("No will-call return is waiting.", {}, LOAD),
    ).toBeInTheDocument();
  });
});

describe("a data administrator's home page", () => {
  it("lists the unassigned trips of the next 24 hours and the trips with warnings", async () => {
    const soon = buildTripRow({
      pickUpDatetime: new Date(Date.now() + 3_600_000).toISOString(),
      patient: patient("Una"),
    });
    const assigned = buildTripRow({
      pickUpDatetime: new Date(Date.now() + 3_600_000).toISOString(),
      driverId: "3e4f5a6b-0000-4000-8000-000000000001",
      patient: patient("Ari"),
    });
    const flagged = buildTripRow({
      pickUpDatetime: new Date(Date.now() + 7_200_000).toISOString(),
      tripStatus: "confirmed",
      driverId: "3e4f5a6b-0000-4000-8000-000000000001",
      dispatchFindings: [
        {
          severity: "blocked",
          code: "vehicle-equipment",
          message: "The vehicle has no wheelchair lift.",
        },
      ],
      patient: patient("Flo"),
    });
    const store = homeStore({ trips: [soon, assigned, flagged] });
    open("dataadmin", { store });

    const unassigned = await region("Unassigned in the next 24 hours");
    expect(
      await within(unassigned).findByRole("link", { name: /Una Rider/ }, LOAD),
    ).toHaveAttribute("href", `/trip/${soon.tripId}`);
    expect(within(unassigned).queryByText(/Ari Rider/)).toBeNull();
    expect(
      within(unassigned).getByRole("link", { name: "Dispatch board" }),
    ).toHaveAttribute("href", "/trips/dispatch");

    const warnings = await region("Trips with warnings");
    const row = await within(warnings).findByRole(
      "link",
      { name: /Flo Rider/ },
      LOAD,
    );
    expect(row).toHaveAttribute("href", `/trip/${flagged.tripId}`);
    expect(row).toHaveTextContent("The vehicle has no wheelchair lift.");

    const bodies = tripSearches(store);
    expect(bodies).toHaveLength(2);
    expect(bodies).toContainEqual(
      expect.objectContaining({
        additionalBooleanFilters: { unassigned: true },
      }),
    );
    expect(bodies).toContainEqual(
      expect.objectContaining({ additionalBooleanFilters: { flagged: true } }),
    );
    expect(screen.queryByRole("region", { name: "Today and tomorrow" })).toBe(
      null,
    );
  });
});

describe("a system administrator's home page", () => {
  it("shows today's tiles while analytics is on, and the active system notifications", async () => {
    const store = homeStore({
      systemNotifications: [
        {
          _id: "n1",
          id: "n1",
          notificationSystemId: "1f2a3b4c-0000-4000-8000-000000000001",
          message: "Maintenance tonight",
          active: true,
          displayOnce: false,
          notificationSystemType: "warning",
          startDisplayAt: null,
          endDisplayAt: null,
          modelType: null,
          modelId: null,
          createdAt: todayAt(8),
          updatedAt: todayAt(8),
        },
      ],
    });
    open("systemadmin", { store, features: [FEATURES.analytics] });

    // The dashboard's own today tiles (src/widgets/analytics/TodaySection), over every facility.
    const tiles = await region("Today");
    expect(
      await within(tiles).findByRole("link", { name: /^Trips today 18/ }, LOAD),
    ).toBeInTheDocument();
    expect(
      within(tiles).getByRole("link", { name: /^Confirmed 9/ }),
    ).toBeInTheDocument();
    const unassigned = within(tiles).getByRole("link", {
      name: /^Unassigned, pick-up within 2 hours 2/,
    });
    const filter = new URL(
      unassigned.getAttribute("href") ?? "",
      "http://app.test",
    ).searchParams.get("filter");
    expect(unassigned).toHaveAttribute(
      "href",
      expect.stringContaining("/trips/all?filter="),
    );
    expect(JSON.parse(filter ?? "{}")).toMatchObject({
      additionalBooleanFilters: { unassigned: true },
    });
    expect(
      within(tiles).getByRole("link", { name: /^Drivers online 5/ }),
    ).toHaveAttribute("href", expect.stringContaining("/drivers"));
    expect(
      within(tiles).getByRole("link", {
        name: /^On time so far 75\.0% 3 of 4 pick-ups/,
      }),
    ).toBeInTheDocument();
    expect(homeCalls(store, "POST", "/analytics/dashboard")).toHaveLength(1);

    const notices = await region("Active system notifications");
    expect(
      await within(notices).findByRole(
        "link",
        { name: /Maintenance tonight/ },
        LOAD,
      ),
    ).toHaveAttribute(
      "href",
      "/admin/notifications/1f2a3b4c-0000-4000-8000-000000000001",
    );
    expect(
      homeCalls(store, "POST", "/notifications/system/search")[0].body,
    ).toMatchObject({ active: true });
  });

  it("shows no tiles and asks for none while analytics is off", async () => {
    const store = homeStore();
    open("systemadmin", { store });
    await region("Active system notifications");
    expect(screen.queryByRole("region", { name: "Today" })).toBeNull();
    expect(homeCalls(store, "POST", "/analytics/dashboard")).toHaveLength(0);
  });
});

describe("a customer's home page", () => {
  it("lists their upcoming trips with a Book a trip button", async () => {
    const trip = buildTripRow({
      pickUpDatetime: todayAt(24 * 5 + 10),
      patient: patient("Cass"),
    });
    const store = homeStore({ trips: [trip] });
    open("customer", { store });
    const upcoming = await region("Your upcoming trips");
    expect(
      within(upcoming).getByRole("link", { name: "Book a trip" }),
    ).toHaveAttribute("href", "/trip/create");
    expect(
      await within(upcoming).findByRole("link", { name: /Cass Rider/ }, LOAD),
    ).toHaveAttribute("href", `/trip/${trip.tripId}`);
  });
});

describe("a driver's home page", () => {
  it("shows My day and no trip panels", async () => {
    const store = homeStore();
    open("driver", {
      store,
      user: {
        driverDetail: { driverId: "7a1c2e3f-0000-4000-8000-000000000001" },
      },
    });
    const day = await region("My day");
    expect(
      await within(day).findByText(
        "Dispatch has not published this day yet.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(homeCalls(store, "POST", "/manifests/day")).toHaveLength(1);
    expect(tripSearches(store)).toHaveLength(0);
  });
});

describe("everyone's panels", () => {
  it("shows the unread mentions while discussions are on, each opening its record", async () => {
    const tripId = "5b2c3d4e-0000-4000-8000-000000000009";
    const store = homeStore({
      notifications: [
        buildMention(1, { modelType: "trip", modelId: tripId }),
        buildMention(2, { viewedAt: todayAt(1) }),
        buildMention(3, { notificationType: null, title: "Plain notice" }),
      ],
    });
    open("customer", { store, features: [FEATURES.discussions] });
    const mentions = await region("Unread mentions");
    const link = await within(mentions).findByRole(
      "link",
      { name: /Mention 1/ },
      LOAD,
    );
    expect(link).toHaveAttribute("href", `/trip/${tripId}`);
    expect(within(mentions).queryByText("Mention 2")).toBeNull();
    expect(within(mentions).queryByText("Plain notice")).toBeNull();
    await waitFor(() =>
      expect(
        homeCalls(store, "POST", "/notifications/search").map((c) => c.body),
      ).toContainEqual(
        expect.objectContaining({ viewed: false, notificationType: "mention" }),
      ),
    );
  });

  it("hides the mentions and tasks panels while their toggles are off", async () => {
    const store = homeStore();
    open("customer", { store });
    await region("Your upcoming trips");
    expect(screen.queryByRole("region", { name: "Unread mentions" })).toBe(
      null,
    );
    expect(
      screen.queryByRole("region", { name: "My tasks due soon" }),
    ).toBeNull();
    expect(
      homeCalls(store, "POST", "/notifications/search").filter(
        (c) => c.body.notificationType,
      ),
    ).toHaveLength(0);
  });
});
