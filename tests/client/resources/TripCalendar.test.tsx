import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { useParams } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { calendarModule } from "../../../domain/modules/calendar";
import type { Trip } from "../../../domain/schemas/trip";
import { createAppDataProvider } from "../../../providers/appDataProvider";
import calendar from "../../../resources/calendar";
import { renderApp } from "../../support/AppWrapper";
import { stubScreen } from "../../support/screenWidth";
import { compact, local } from "../../support/calendarTrips";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import { buildTripRow } from "../../support/tripRows";
import { renderAdmin } from "./renderAdmin";

const SLOW = { timeout: 5000 };
/** Local times: the calendar shows the browser's days. Wednesday 12 March 2025, noon. */
const TODAY = new Date(2025, 2, 12, 12, 0);

const { fake, server, start } = setupFakeServer();
const bodies: Record<string, unknown>[] = [];
let rows: Trip[] = [];
let totalOverride: number | null = null;
/** POST /trips/calendar over `rows` (the range is not applied), keeping each body as sent. */
const tripsSearch = http.post("/api/trips/calendar", async ({ request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  bodies.push(body);
  return Response.json({
    code: 200,
    message: "OK",
    data: {
      trips: rows.map(compact),
      total: totalOverride ?? rows.length,
    },
  });
});
beforeEach(() => {
  // Only the clock's date: timers stay real for react-admin and the user events.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  vi.useRealTimers();
  bodies.length = 0;
  rows = [];
  totalOverride = null;
});

const lastBody = () => bodies[bodies.length - 1];
const rangeBody = (fromDate: string, toDate: string) => ({ fromDate, toDate });

function TripPageStub() {
  const { id } = useParams();
  return <p>Trip page {id}</p>;
}

/** A signed-in nurse with a live session on the fake server, which answers trips too. */
function serve(trips: Trip[]) {
  rows = trips;
  signInAs(fake.api, "nurse");
  start();
  server.use(tripsSearch);
}

function open(trips: Trip[]) {
  serve(trips);
  renderAdmin({
    at: "/calendar",
    dataProvider: createAppDataProvider(),
    role: "nurse",
    resources: {
      [calendarModule.name]: calendar,
      "trips/all": { recordBase: "trip", show: TripPageStub },
    },
  });
}

const morning = buildTripRow({
  tripStatus: "confirmed",
  pickUpDatetime: local(3, 14, 10, 0),
  travelTimeInMinutes: 45,
});
const cancelled = buildTripRow({
  tripStatus: "cancelled",
  pickUpDatetime: local(3, 14, 15, 30),
  patient: null,
});

describe("the trip calendar (/calendar)", () => {
  it("asks for the month's visible weeks only, and shows trips titled with time and patient", async () => {
    open([morning, cancelled]);
    expect(
      await screen.findByRole("link", { name: "10:00 Pat Rider" }, SLOW),
    ).toHaveAttribute("href", `/trip/${morning.tripId}`);
    expect(
      screen.getByRole("link", { name: "15:30 <Patient not found>" }),
    ).toBeInTheDocument();
    // March 2025 shows Sunday 23 February to Saturday 5 April.
    expect(bodies[0]).toEqual(rangeBody(local(2, 23), local(4, 6)));
  });

  it("is in every signed-in user's menu and opens in the app", async () => {
    serve([morning]);
    renderApp("/");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("menuitem", { name: "Calendar" }, SLOW),
    );
    expect(
      await screen.findByRole("link", { name: "10:00 Pat Rider" }, SLOW),
    ).toBeInTheDocument();
  });

  it("colours events by status, as the status chips", async () => {
    open([morning, cancelled]);
    const link = await screen.findByRole(
      "link",
      { name: "10:00 Pat Rider" },
      SLOW,
    );
    const confirmed = link.closest<HTMLElement>(".rbc-event")!;
    const gone = screen
      .getByRole("link", { name: "15:30 <Patient not found>" })
      .closest<HTMLElement>(".rbc-event")!;
    expect(confirmed.style.backgroundColor).not.toBe("");
    expect(confirmed.style.backgroundColor).not.toBe(
      gone.style.backgroundColor,
    );
    // The status in words too, not only as a colour.
    expect(link).toHaveAttribute(
      "title",
      "10:00 Pat Rider · Confirmed · Home → Mercy Dialysis",
    );
    // The legend names every status in its colour.
    const legend = screen.getByRole("list", { name: "Status colours" });
    for (const label of ["Pending", "Confirmed", "In Progress", "Cancelled"])
      expect(within(legend).getByText(label)).toBeInTheDocument();
  });

  it("opens the trip page when an event is clicked", async () => {
    open([morning]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("link", { name: "10:00 Pat Rider" }, SLOW),
    );
    expect(
      await screen.findByText(`Trip page ${morning.tripId}`),
    ).toBeInTheDocument();
  });

  // Slow-ish (several seconds): each view change renders react-big-calendar's whole grid in jsdom.
  it("loads each range it moves to: next month, week, day and agenda", async () => {
    open([morning]);
    await screen.findByRole("link", { name: "10:00 Pat Rider" }, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next" }));
    // April 2025: Sunday 30 March to Saturday 3 May.
    await waitFor(() =>
      expect(lastBody()).toEqual(rangeBody(local(3, 30), local(5, 4))),
    );
    await user.click(screen.getByRole("button", { name: "Today" }));
    await user.click(screen.getByRole("button", { name: "Week" }));
    await waitFor(() =>
      expect(lastBody()).toEqual(rangeBody(local(3, 9), local(3, 16))),
    );
    await user.click(screen.getByRole("button", { name: "Day" }));
    await waitFor(() =>
      expect(lastBody()).toEqual(rangeBody(local(3, 12), local(3, 13))),
    );
    await user.click(screen.getByRole("button", { name: "Agenda" }));
    await waitFor(() =>
      expect(lastBody()).toEqual(rangeBody(local(3, 12), local(4, 11))),
    );
    expect(
      await screen.findByRole("link", { name: "10:00 Pat Rider" }),
    ).toBeInTheDocument();
  });

  it("loads a busy range in one request: 2,500 trips reach its last day (issue 22)", async () => {
    // The fake ignores the range: 2,499 trips picked up before the weeks shown stand for a busy
    // month without jsdom drawing thousands of events (it has no layout, so every event of a cell is
    // drawn). The last trip is on the last day shown.
    const busy = Array.from({ length: 2499 }, (_, i) =>
      buildTripRow({ pickUpDatetime: local(1, 1 + (i % 28), 8, 0) }),
    );
    const last = buildTripRow({ pickUpDatetime: local(4, 5, 17, 45) });
    open([...busy, last]);
    expect(
      await screen.findByRole("link", { name: "17:45 Pat Rider" }, SLOW),
    ).toHaveAttribute("href", `/trip/${last.tripId}`);
    // One request for the view, and nothing is announced.
    expect(bodies).toEqual([rangeBody(local(2, 23), local(4, 6))]);
    expect(screen.queryByText(/Showing the first/)).not.toBeInTheDocument();
  });

  it("says so only when a range holds more trips than the cap, and stops there", async () => {
    totalOverride = 12_000;
    open([morning]);
    expect(
      await screen.findByText(
        "Showing the first 1 of 12000 trips in this range. Choose the week or day view to see them all.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    // Still one request: the server answers up to its cap and the range's total.
    expect(bodies).toHaveLength(1);
  });

  it("offers a phone the day and agenda views, starting with today, events written out", async () => {
    stubScreen("phone");
    open([
      buildTripRow({
        pickUpDatetime: local(3, 12, 9, 15),
        tripStatus: "confirmed",
        wheelchairTrip: true,
        stretcherTrip: false,
      }),
    ]);
    const link = await screen.findByRole(
      "link",
      { name: "09:15 Pat Rider" },
      SLOW,
    );
    // No hover on a phone: the day view writes the status, mobility and route out (issue 22).
    const event = link.closest<HTMLElement>(".rbc-event")!;
    expect(within(event).getByText("Confirmed · Wheelchair")).toBeVisible();
    expect(within(event).getByText("Home → Mercy Dialysis")).toBeVisible();
    expect(screen.getByRole("button", { name: "Day" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agenda" })).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Month" }),
    ).not.toBeInTheDocument();
    expect(lastBody()).toEqual(rangeBody(local(3, 12), local(3, 13)));
  });
});
