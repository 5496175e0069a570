/**
 * The trip list's filters (/trips/all through the real app): each at its §7 place in the search body,
 * the end day sent as the day after it, the status input, and §6's own-trips filter per role. The
 * clock is fixed, so the calendar opens on a known month.
 */
import "../../support/datePicker";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NO_FACILITY_FOUND } from "../../../domain/privileges";
import { fixClock } from "../../support/fixedClock";
import {
  atFacility,
  DRIVER,
  FACILITY,
  LOAD,
  rosa,
  setupTripList,
} from "../../support/tripList";
import { buildTripRow } from "../../support/tripRows";

fixClock("2026-03-18T12:00:00");

const { open, searches, lastSearch } = setupTripList();

describe("TripList filters", () => {
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
    // The calendar opens on the clock's month, March 2026; the day after the 20th, local midnight.
    // The filter's debounce runs on the fixed clock, which a busy machine advances late: LOAD, not 1 s.
    await waitFor(
      () =>
        expect(lastSearch()).toMatchObject({
          dateFilterRequest: {
            toDate: new Date(2026, 2, 21).toISOString(),
          },
        }),
      LOAD,
    );
    // The field still shows the day chosen, not the day sent.
    expect(
      screen.getByRole("textbox", { name: "Pick-up to (inclusive)" }),
    ).toHaveValue("2026-03-20");
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
    await waitFor(
      () =>
        expect(lastSearch()).toMatchObject({
          additionalArrayFilters: { tripStatuses: ["completed"] },
        }),
      LOAD,
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

  it("shows a dashboard tile's outcome and punctuality filters as inputs, and sends them (issue 29)", async () => {
    const filter = {
      dateFilterRequest: {
        fromDate: "2026-02-17T05:00:00.000Z",
        toDate: "2026-03-19T04:00:00.000Z",
      },
      additionalArrayFilters: { outcomeCodes: ["no-show"] },
      additionalStringFilters: { pickUpPunctuality: "late" },
    };
    open(
      "dataadmin",
      { trips: [] },
      {
        url: `/trips/all?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      },
    );
    await waitFor(() => expect(searches().length).toBeGreaterThan(0), LOAD);
    expect(lastSearch()).toMatchObject(filter);
    // The user sees what the link filtered, so they can clear it.
    expect(
      await screen.findByRole("combobox", { name: "Outcome" }, LOAD),
    ).toHaveTextContent("No-show");
    expect(
      screen.getByRole("combobox", { name: "Pick-up punctuality" }),
    ).toHaveTextContent("Late");
  });
});
