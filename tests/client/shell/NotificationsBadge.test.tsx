/**
 * The notifications badge (§2 top bar, issue 25) in the real shell over msw: it counts the unread
 * (the §7 search with `viewed: false`, its total), follows the "notifications" topic without a
 * reload, and makes no call while discussions are off (the icon is hidden too).
 */
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../../../domain/features";
import { deliverForTest } from "../../../src/realtime/connection";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import type { NotificationServer } from "../pages/notificationsFake";
import {
  buildNotification,
  serveNotifications,
} from "../pages/notificationsFake";

const { fake, server, start } = setupFakeServer();
const SLOW = { timeout: 5000 };

describe("the notifications badge", () => {
  it("counts the unread and follows live changes", async () => {
    fake.api.toggles[FEATURES.discussions] = true;
    const user = signInAs(fake.api, "nurse");
    const state: NotificationServer = {
      rows: [
        buildNotification(user.userId),
        buildNotification(user.userId),
        buildNotification(user.userId, {
          viewedAt: "2026-03-02T10:00:00.000Z",
        }),
      ],
      searches: [],
      marked: [],
    };
    start();
    serveNotifications(server, state);
    renderApp("/user/bookmarks");
    expect(
      await screen.findByRole(
        "link",
        { name: "Notifications (2 unread)" },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(state.searches[0]).toMatchObject({
      recipientUserId: user.userId,
      viewed: false,
      pageSize: 100,
      sortBy: "createdAt",
      sortDescending: true,
    });

    // Another process wrote one for this user: the announcement refreshes the count.
    const fresh = buildNotification(user.userId);
    state.rows.push(fresh);
    act(() =>
      deliverForTest({ topic: "notifications", ids: [fresh.notificationId] }),
    );
    expect(
      await screen.findByRole(
        "link",
        { name: "Notifications (3 unread)" },
        SLOW,
      ),
    ).toBeInTheDocument();

    // All read elsewhere (another tab): the badge goes.
    state.rows = state.rows.map((r) => ({
      ...r,
      viewedAt: "2026-03-03T10:00:00.000Z",
    }));
    act(() =>
      deliverForTest({ topic: "notifications", ids: [fresh.notificationId] }),
    );
    expect(
      await screen.findByRole("link", { name: "Notifications" }, SLOW),
    ).toBeInTheDocument();
  });

  it("makes no call and shows no icon while discussions are off", async () => {
    fake.api.toggles[FEATURES.discussions] = false;
    // Were the call made, it would succeed: the test does not pass by a silent failure.
    fake.api.notificationTotal = 3;
    signInAs(fake.api, "nurse");
    start();
    renderApp("/user/bookmarks");
    await waitFor(() =>
      expect(fake.api.requests.some((r) => r.path === "/auth/user")).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("link", { name: /^Notifications/ })).toBeNull();
    expect(
      fake.api.requests.filter((r) => r.path === "/notifications/search"),
    ).toEqual([]);
  });
});
