/**
 * The notifications badge (§2 top bar) while the notifications module is not built: the icon shows
 * with discussions on, but no call is made to an endpoint that does not exist (no 404 on every page).
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../../../domain/features";
import { isBuilt } from "../../../domain/modules/defineModule";
import { notificationsModule } from "../../../domain/modules/notifications";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";

const { fake, start } = setupFakeServer();

describe("the notifications badge", () => {
  it("makes no call while the notifications module is not built", async () => {
    expect(isBuilt(notificationsModule)).toBe(false);
    fake.api.toggles[FEATURES.discussions] = true;
    // Were the call made, it would succeed: the test does not pass by a silent failure.
    fake.api.notificationTotal = 3;
    signInAs(fake.api, "nurse");
    start();
    renderApp("/user/bookmarks");
    expect(
      await screen.findByRole("link", { name: "Notifications" }),
    ).toBeInTheDocument();
    // The page has settled: its own reads are done.
    await waitFor(() =>
      expect(fake.api.requests.some((r) => r.path === "/auth/user")).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      fake.api.requests.filter((r) => r.path.startsWith("/notifications")),
    ).toEqual([]);
  });
});
