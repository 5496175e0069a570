import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { useParams } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { calendarModule } from "../../../domain/modules/calendar";
import type { Trip } from "../../../domain/schemas/trip";
import { createAppDataProvider } from "../../../providers/appDataProvider";
import calendar from "../../../resources/calendar";
import {
  remainingPages,
  toEvent,
  visibleRange,
} from "../../../resources/calendar/calendarModel";
import { renderApp } from "../../support/AppWrapper";
import { paginate } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import { buildTripRow } from "../../support/tripRows";
import { renderAdmin } from "./renderAdmin";

const SLOW = { timeout: 5000 };
/** Local times: the calendar shows the browser's days. Wednesday 12 March 2025, noon. */
const TODAY = new Date(2025, 2, 12, 12, 0);
const local = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(2025, month - 1, day, hour, minute).toISOString();

const { fake, server, start } = setupFakeServer();
const bodies: Record<string, unknown>[] = [];
let rows: Trip[] = [];
let totalOverride: number | null = null;
/** POST /trips/search over `rows`, keeping each body as sent. */
const tripsSearch = http.post("/api/trips/search", async ({ request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  bodies.push(body);
  const page = paginate(rows, body);
  return Response.json(
    totalOverride === null ? page : { ...page, total: totalOverride },
  );
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
  Reflect.deleteProperty(window, "matchMedia");
});

const lastBody = () => bodies[bodies.length - 1];
const rangeBody = (fromDate: string, toDate: string) => ({
  pageNumber: 1,
  pageSize: 1000,
  sortBy: "pickUpDatetime",
  sortDescending: false,
  dateFilterRequest: { fromDate, toDate },
});

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

  it("loads every trip of a busy range: 2,500 trips reach its last day", async () => {
    // The fake search ignores the date filter: 2,499 trips picked up before the weeks shown fill
    // the first pages as a busy month would, without jsdom drawing thousands of events (it has no
    // layout, so every event of a cell is drawn). The last trip, on the last day shown, is on page 3.
    const busy = Array.from({ length: 2499 }, (_, i) =>
      buildTripRow({ pickUpDatetime: local(1, 1 + (i % 28), 8, 0) }),
    );
    const last = buildTripRow({ pickUpDatetime: local(4, 5, 17, 45) });
    open([...busy, last]);
    expect(
      await screen.findByRole("link", { name: "17:45 Pat Rider" }, SLOW),
    ).toHaveAttribute("href", `/trip/${last.tripId}`);
    // The first answer gives the total; pages 2 and 3 follow, and nothing is announced.
    expect(bodies.map((b) => b.pageNumber).sort()).toEqual([1, 2, 3]);
    expect(bodies[2]).toEqual({
      ...rangeBody(local(2, 23), local(4, 6)),
      pageNumber: 3,
    });
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
    // 10 pages of 1,000: the cap, not the 12 the total would need.
    expect(bodies.map((b) => b.pageNumber)).toHaveLength(10);
    expect(Math.max(...bodies.map((b) => Number(b.pageNumber)))).toBe(10);
  });

  it("offers a phone the day and agenda views, starting with today", async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    open([buildTripRow({ pickUpDatetime: local(3, 12, 9, 15) })]);
    expect(
      await screen.findByRole("link", { name: "09:15 Pat Rider" }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Day" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agenda" })).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Month" }),
    ).not.toBeInTheDocument();
    expect(lastBody()).toEqual(rangeBody(local(3, 12), local(3, 13)));
  });
});

describe("calendarModel", () => {
  it("gives each view's range, the month's full weeks included", () => {
    const leapDay = new Date(2024, 1, 29, 18);
    expect(visibleRange("month", leapDay)).toEqual({
      start: new Date(2024, 0, 28),
      end: new Date(2024, 2, 3),
    });
    expect(visibleRange("week", leapDay)).toEqual({
      start: new Date(2024, 1, 25),
      end: new Date(2024, 2, 3),
    });
    expect(visibleRange("day", new Date(2024, 11, 31, 23, 59))).toEqual({
      start: new Date(2024, 11, 31),
      end: new Date(2025, 0, 1),
    });
  });

  it("asks for the pages a total needs, up to the cap of 10", () => {
    expect(remainingPages(0)).toEqual([]);
    expect(remainingPages(1000)).toEqual([]);
    expect(remainingPages(1001)).toEqual([2]);
    expect(remainingPages(2500)).toEqual([2, 3]);
    expect(remainingPages(50_000)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("makes a trip without a travel time a visible half-hour event", () => {
    const event = toEvent(
      buildTripRow({ travelTimeInMinutes: null, pickUpDatetime: local(3, 1) }),
      "none",
      () => "00:00",
    );
    expect(event.end.getTime() - event.start.getTime()).toBe(30 * 60_000);
  });
});
