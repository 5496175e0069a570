/**
 * /notifications (issue 25), in the real shell over msw: unread first, each newest first; mark one
 * or all viewed; open one about a record through record reach, marking it viewed; the empty and
 * loading states; a live change re-reads the list; a failed mark shows the §8 prefix.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../../../domain/features";
import { tripsModule } from "../../../domain/modules/trips";
import { deliverForTest } from "../../../src/realtime/connection";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import type { NotificationServer } from "./notificationsFake";
import { buildNotification, serveNotifications } from "./notificationsFake";

const { fake, server, start } = setupFakeServer();
const TRIP_ID = "22222222-2222-4222-8222-222222222222";
const SLOW = { timeout: 5000 };

function open(rows: (userId: string) => NotificationServer["rows"]) {
  fake.api.toggles[FEATURES.discussions] = true;
  const user = signInAs(fake.api, "driver");
  const state: NotificationServer = {
    rows: rows(user.userId),
    searches: [],
    marked: [],
  };
  start();
  serveNotifications(server, state);
  server.use(
    http.all("/api/trips/*", () =>
      HttpResponse.json({ code: 404, message: "Not found." }, { status: 404 }),
    ),
  );
  const app = renderApp("/notifications");
  return { state, user, app };
}

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((li) => li.getAttribute("aria-label"));

describe("the notifications page", () => {
  it("lists unread first, each newest first, with the sender, and counts the unread", async () => {
    const { state } = open((me) => [
      buildNotification(me, { title: "Old unread" }),
      buildNotification(me, {
        title: "Read one",
        viewedAt: "2026-03-02T10:00:00.000Z",
      }),
      buildNotification(me, { title: "New unread" }),
    ]);
    const list = await screen.findByRole(
      "list",
      { name: "My notifications" },
      SLOW,
    );
    await waitFor(() =>
      expect(titles(list)).toEqual(["New unread", "Old unread", "Read one"]),
    );
    expect(screen.getByText("2 unread")).toBeInTheDocument();
    expect(
      within(list).getAllByText("From Nina Nurse", { exact: false }),
    ).toHaveLength(3);
    // The §7 search: pageSize 100, newest first, the caller's own.
    expect(state.searches[0]).toMatchObject({
      pageSize: 100,
      sortBy: "createdAt",
      sortDescending: true,
    });
  });

  it("marks one, then all, viewed", async () => {
    const { state } = open((me) => [
      buildNotification(me, { title: "First" }),
      buildNotification(me, { title: "Second" }),
      buildNotification(me, { title: "Third" }),
    ]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Mark Second viewed" }, SLOW),
    );
    await waitFor(
      () => expect(screen.getByText("2 unread")).toBeInTheDocument(),
      SLOW,
    );
    expect(state.marked).toHaveLength(1);
    expect(state.marked[0]).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Mark all viewed" }));
    await waitFor(
      () => expect(screen.getByText("0 unread")).toBeInTheDocument(),
      SLOW,
    );
    expect(state.marked[1]).toHaveLength(2);
    expect(
      screen.getByRole("button", { name: "Mark all viewed" }),
    ).toBeDisabled();
  });

  it("opens a record through record reach, marking it viewed", async () => {
    const { state, app } = open((me) => [
      buildNotification(me, {
        title: "Trip changed",
        modelType: "trip",
        modelId: TRIP_ID,
      }),
    ]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Open Trip changed" }, SLOW),
    );
    await waitFor(() =>
      expect(app.location().pathname).toBe(tripsModule.paths.show(TRIP_ID)),
    );
    await waitFor(() =>
      expect(state.marked).toEqual([[state.rows[0].notificationId]]),
    );
  });

  it("says so when there are none, and shows the loading state first", async () => {
    const { state } = open(() => []);
    state.delayMs = 300;
    expect(
      await screen.findByText("Loading notifications…", {}, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/No notifications yet/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "My notifications" })).toBeNull();
  });

  it("re-reads on a live change: a new notification shows without a reload", async () => {
    const { state, user } = open((me) => [
      buildNotification(me, { title: "Before" }),
    ]);
    await screen.findByRole("listitem", { name: "Before" }, SLOW);
    const fresh = buildNotification(user.userId, { title: "Arrived live" });
    state.rows.push(fresh);
    act(() =>
      deliverForTest({ topic: "notifications", ids: [fresh.notificationId] }),
    );
    expect(
      await screen.findByRole("listitem", { name: "Arrived live" }, SLOW),
    ).toBeInTheDocument();
  });

  it("shows the §8 prefix when marking fails", async () => {
    const { state } = open((me) => [buildNotification(me, { title: "Stuck" })]);
    state.markFails = 500;
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Mark Stuck viewed" }, SLOW),
    );
    expect(
      await screen.findByText(
        /^Failed to mark the indicated Notifications viewed: /,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
