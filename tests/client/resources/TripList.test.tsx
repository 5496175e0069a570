/**
 * /trips/all through the real app (data provider, routes, i18n) over msw speaking the §7 contract:
 * the first load's sort, the columns, §2's row actions per role, the filters' place in the search
 * body, the empty state and the phone layout.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import { NO_FACILITY_FOUND } from "../../../domain/privileges";
import type { Trip } from "../../../domain/schemas/trip";
import type { User } from "../../../domain/schemas/user";
import { renderApp } from "../../support/AppWrapper";
import { buildDriverRow } from "../../support/rowFactories";
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import type { TripStore } from "../../support/tripHandlers";
import { tripHandlers } from "../../support/tripHandlers";
import { buildTripRow } from "../../support/tripRows";

const { fake, server, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };
const DRIVER = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const OTHER_DRIVER = "8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e";
const FACILITY = "9c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f";
/** A nurse of FACILITY, whose list asks for that facility's trips (§6). */
const atFacility = { user: { facilityUserDetail: { facilityId: FACILITY } } };

function searches() {
  return fake.api.requests.filter((r) => r.path === "/trips/search");
}
const lastSearch = () => searches().at(-1)?.body as Record<string, unknown>;

function open(
  role: RoleCode,
  store: TripStore,
  {
    url = "/trips/all",
    user = {},
  }: { url?: string; user?: Partial<User> } = {},
) {
  signInAs(fake.api, role, user);
  enableAllFeatures(fake.api);
  start();
  server.use(
    ...tripHandlers(fake.api, store),
    // A driver's status bar asks for the latest online record.
    ...driverStatusHandlers(fake.api, { online: [] }),
  );
  return renderApp(url);
}

const rosa = (overrides: Partial<Trip> = {}) =>
  buildTripRow({
    patient: {
      patientId: "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c",
      firstName: "Rosa",
      lastName: "Parks",
      phone: null,
    },
    ...overrides,
  });

afterEach(() => vi.unstubAllGlobals());

describe("TripList", () => {
  it("first loads by pick-up time, latest first, with the columns and a status chip", async () => {
    const trip = rosa({
      tripStatus: "confirmed",
      bookingType: "private",
      stretcherTrip: true,
      wheelchairTrip: false,
      driverId: DRIVER,
    });
    open("dataadmin", {
      trips: [trip],
      drivers: [
        buildDriverRow({ id: DRIVER, firstName: "Dana", lastName: "Able" }),
      ],
    });
    expect(await screen.findByText("Rosa Parks", {}, LOAD)).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({
      sortBy: "pickUpDatetime",
      sortDescending: true,
      pageNumber: 1,
      pageSize: 10,
    });
    const row = screen.getByText("Rosa Parks").closest("tr") as HTMLElement;
    expect(within(row).getByText("Home → Mercy Dialysis")).toBeInTheDocument();
    expect(within(row).getByText("Private / Community")).toBeInTheDocument();
    expect(within(row).getByText("Stretcher")).toBeInTheDocument();
    expect(within(row).getByText("Confirmed")).toBeInTheDocument();
    expect(within(row).getByText("$59.05")).toBeInTheDocument();
    // Staff see the driver's name.
    expect(
      await within(row).findByText("Dana Able", {}, LOAD),
    ).toBeInTheDocument();
  });

  it("offers View to modify-trips holders, opening /trip/{tripId}", async () => {
    const trip = rosa({ tripStatus: "pending" });
    const app = open("dataadmin", { trips: [trip] });
    const view = await screen.findByRole("link", { name: "View" }, LOAD);
    expect(screen.queryByRole("link", { name: "Begin Trip" })).toBeNull();
    await userEvent.click(view);
    await waitFor(() =>
      expect(app.location().pathname).toBe(`/trip/${trip.tripId}`),
    );
  });

  it("offers Begin Trip only to the assigned driver before the trip is under way, Live Trip Data in progress", async () => {
    const mine = rosa({ driverId: DRIVER, tripStatus: "confirmed" });
    const rolling = buildTripRow({
      driverId: DRIVER,
      tripStatus: "in-progress",
      patient: {
        patientId: mine.patientId,
        firstName: "Ida",
        lastName: "Moving",
        phone: null,
      },
    });
    const done = buildTripRow({
      driverId: DRIVER,
      tripStatus: "completed",
      patient: {
        patientId: mine.patientId,
        firstName: "Ada",
        lastName: "Done",
        phone: null,
      },
    });
    const theirs = buildTripRow({
      driverId: OTHER_DRIVER,
      tripStatus: "confirmed",
      patient: {
        patientId: mine.patientId,
        firstName: "Otto",
        lastName: "Other",
        phone: null,
      },
    });
    open(
      "driver",
      { trips: [mine, rolling, done, theirs] },
      {
        user: { driverDetail: { driverId: DRIVER } },
      },
    );
    await screen.findByText("Rosa Parks", {}, LOAD);
    const rowOf = (name: string) =>
      screen.getByText(name).closest("tr") as HTMLElement;

    const begin = within(rowOf("Rosa Parks")).getByRole("link", {
      name: "Begin Trip",
    });
    expect(begin).toHaveAttribute("href", `/trip/management/${mine.tripId}`);
    // §6: the driver's list asks for their own trips; another driver's is not in the answer.
    expect(lastSearch()).toMatchObject({
      additionalStringFilters: { driverId: DRIVER },
    });
    expect(screen.queryByText("Otto Other")).toBeNull();
    expect(theirs.driverId).toBe(OTHER_DRIVER);
    for (const name of ["Ida Moving", "Ada Done"])
      expect(
        within(rowOf(name)).queryByRole("link", { name: "Begin Trip" }),
      ).toBeNull();
    expect(
      within(rowOf("Ida Moving")).getByRole("link", { name: "Live Trip Data" }),
    ).toHaveAttribute("href", `/trip/${rolling.tripId}#live`);
    // A driver has no modify-trips: no View button and no driver column, but the row opens the trip.
    expect(screen.queryByRole("link", { name: "View" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: /Driver/ })).toBeNull();
  });

  it("sends each filter at its §7 place in the search body", async () => {
    const filter = {
      additionalArrayFilters: { tripStatuses: ["confirmed", "completed"] },
      dateFilterRequest: {
        fromDate: "2025-03-01T05:00:00.000Z",
        toDate: "2025-03-08T05:00:00.000Z",
      },
      additionalStringFilters: { bookingType: "facility", driverId: DRIVER },
      additionalBooleanFilters: { wheelchairTrip: true },
    };
    open(
      "dataadmin",
      { trips: [] },
      {
        url: `/trips/all?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      },
    );
    await waitFor(() => expect(searches().length).toBeGreaterThan(0), LOAD);
    const body = lastSearch();
    expect(body).toMatchObject(filter);
    // Nothing of the filters leaks to the body's top level.
    for (const key of [
      "tripStatuses",
      "fromDate",
      "toDate",
      "bookingType",
      "driverId",
      "wheelchairTrip",
    ])
      expect(body).not.toHaveProperty(key);
  });

  // Slow (about 15 s on a busy 2-core machine): the filter menu and the calendar are real MUI
  // pickers in the whole app shell; this is the one test that drives them end to end.
  it("sends the chosen end day as the day after it", async () => {
    open("nurse", { trips: [rosa({ facilityId: FACILITY })] }, atFacility);
    await screen.findByText("Rosa Parks", {}, LOAD);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add filter" }));
    await user.click(
      await screen.findByRole("menuitemcheckbox", {
        name: "Pick-up to (inclusive)",
      }),
    );
    await user.click(
      await screen.findByRole(
        "textbox",
        { name: "Pick-up to (inclusive)" },
        LOAD,
      ),
    );
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("gridcell", {
        name: "20",
      }),
    );
    const month = dayjs().format("YYYY-MM");
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        dateFilterRequest: { toDate: dayjs(`${month}-21`).toISOString() },
      }),
    );
    // The field still shows the day chosen, not the day sent.
    expect(
      screen.getByRole("textbox", { name: "Pick-up to (inclusive)" }),
    ).toHaveValue(`${month}-20`);
  }, 60_000);

  it("filters by status through the status input", async () => {
    open(
      "nurse",
      {
        trips: [
          rosa({ tripStatus: "pending", facilityId: FACILITY }),
          buildTripRow({ tripStatus: "completed", facilityId: FACILITY }),
        ],
      },
      atFacility,
    );
    await screen.findByText("Rosa Parks", {}, LOAD);
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(
      await screen.findByRole("option", { name: "Completed" }),
    );
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        additionalArrayFilters: { tripStatuses: ["completed"] },
      }),
    );
    await waitFor(() => expect(screen.queryByText("Rosa Parks")).toBeNull());
  });

  it("asks for the role's own trips in every search body, as §6's clients do (issue 22)", async () => {
    open(
      "facilityadmin",
      { trips: [rosa({ facilityId: FACILITY })] },
      atFacility,
    );
    expect(await screen.findByText("Rosa Parks", {}, LOAD)).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({
      additionalStringFilters: { facilityId: FACILITY },
    });
  });

  it("asks for NO_FACILITY_FOUND for a nurse without a facility, beside the user's own filters", async () => {
    // A user's own filter of the same family joins it rather than replacing it.
    const filter = { additionalStringFilters: { bookingType: "facility" } };
    open(
      "nurse",
      { trips: [] },
      {
        url: `/trips/all?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      },
    );
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        additionalStringFilters: {
          bookingType: "facility",
          facilityId: NO_FACILITY_FOUND,
        },
      }),
    );
  });

  it("invites request-trips holders to book when there are no trips, and no one else", async () => {
    const app = open("nurse", { trips: [] });
    expect(
      await screen.findByText("No trips yet.", {}, LOAD),
    ).toBeInTheDocument();
    const book = screen.getAllByRole("link", { name: "Book a trip" })[0];
    await userEvent.click(book);
    await waitFor(() => expect(app.location().pathname).toBe("/trip/create"));
  });

  it("shows no booking button to a driver", async () => {
    open(
      "driver",
      { trips: [] },
      { user: { driverDetail: { driverId: DRIVER } } },
    );
    expect(
      await screen.findByText("No trips yet.", {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Book a trip" })).toBeNull();
  });

  it("shows cards with the driver's actions on a phone", async () => {
    // A 390 px screen: every max-width query of the theme matches.
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    const trip = rosa({ driverId: DRIVER, tripStatus: "confirmed" });
    open(
      "driver",
      { trips: [trip] },
      { user: { driverDetail: { driverId: DRIVER } } },
    );
    const card = await screen.findByTestId("trip-card", {}, LOAD);
    expect(within(card).getByText("Rosa Parks")).toBeInTheDocument();
    expect(within(card).getByText("Pick up: Home")).toBeInTheDocument();
    expect(
      within(card).getByRole("link", { name: "Begin Trip" }),
    ).toHaveAttribute("href", `/trip/management/${trip.tripId}`);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
