/**
 * The system notifications banner (issue 25) in the real shell over msw: the current ones in their
 * type's colour, a show-once one dismissed on the server, another hidden for the session, and a new
 * one shown on the "system-notifications" topic without a reload.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import type { SystemNotification } from "../../../domain/schemas/systemNotification";
import { deliverForTest } from "../../../src/realtime/connection";
import { renderApp } from "../../support/AppWrapper";
import { envelope } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import { buildSystemNotificationRow } from "../resources/systemNotificationRows";

const { fake, server, start } = setupFakeServer();

const warning = buildSystemNotificationRow({
  id: "5d0c2d7e-6a8e-4a51-9f4e-1f1f3c1b2a11",
  message: "Maintenance on Sunday.",
  notificationSystemType: "warning",
});
const once = buildSystemNotificationRow({
  id: "5d0c2d7e-6a8e-4a51-9f4e-1f1f3c1b2a12",
  message: "Welcome to the new portal.",
  notificationSystemType: "alert",
  displayOnce: true,
});

/** The banner's two calls over a list the test changes; dismissals are recorded. */
function serveBanner(current: SystemNotification[]) {
  const dismissed: string[] = [];
  server.use(
    http.post("/api/notifications/system/current", () =>
      envelope(current.filter((n) => !dismissed.includes(n.id))),
    ),
    http.post("/api/notifications/system/dismiss", async ({ request }) => {
      const body = (await request.json()) as { notificationSystemId: string };
      dismissed.push(body.notificationSystemId);
      return envelope({ notificationSystemId: body.notificationSystemId });
    }),
  );
  return dismissed;
}

const banner = () =>
  screen.findByRole("region", { name: "System notifications" });

describe("the system notifications banner", () => {
  it("shows the current ones, each in its type's colour", async () => {
    signInAs(fake.api, "systemadmin");
    start();
    serveBanner([warning, once]);
    renderApp("/admin/features");
    const region = await banner();
    const alerts = await within(region).findAllByRole("status");
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining("Maintenance on Sunday."),
      expect.stringContaining("Welcome to the new portal."),
    ]);
    expect(alerts[0]).toHaveClass("MuiAlert-filledWarning");
    // §4's alert is MUI's error colour.
    expect(alerts[1]).toHaveClass("MuiAlert-filledError");
  });

  it("dismisses a show-once one on the server and hides another for the session only", async () => {
    signInAs(fake.api, "nurse");
    start();
    const dismissed = serveBanner([warning, once]);
    renderApp("/");
    const region = await banner();
    const user = userEvent.setup();
    const [first, second] = await within(region).findAllByRole("status");
    await user.click(within(second).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(dismissed).toEqual([once.id]));
    await waitFor(() =>
      expect(screen.queryByText("Welcome to the new portal.")).toBeNull(),
    );
    await user.click(within(first).getByRole("button", { name: "Dismiss" }));
    await waitFor(() =>
      expect(screen.queryByText("Maintenance on Sunday.")).toBeNull(),
    );
    // Not show-once: no call, only this session's memory.
    expect(dismissed).toEqual([once.id]);
    expect(sessionStorage.getItem("systemNotifications.hidden")).toContain(
      warning.id,
    );
  });

  it("shows a new one on the live topic without a reload", async () => {
    signInAs(fake.api, "driver");
    start();
    const current = [warning];
    serveBanner(current);
    renderApp("/");
    expect(await screen.findByText("Maintenance on Sunday.")).toBeVisible();
    current.push(
      buildSystemNotificationRow({
        id: "5d0c2d7e-6a8e-4a51-9f4e-1f1f3c1b2a13",
        message: "Snow: expect delays.",
        notificationSystemType: "info",
      }),
    );
    act(() =>
      deliverForTest({
        topic: "system-notifications",
        ids: ["5d0c2d7e-6a8e-4a51-9f4e-1f1f3c1b2a13"],
      }),
    );
    expect(await screen.findByText("Snow: expect delays.")).toBeVisible();
  });

  it("shows nothing when the read fails", async () => {
    signInAs(fake.api, "nurse");
    start();
    server.use(
      http.post("/api/notifications/system/current", () =>
        envelope(null, 500, "Internal error."),
      ),
    );
    renderApp("/admin/features");
    await waitFor(() =>
      expect(fake.api.requests.some((r) => r.path === "/auth/user")).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      screen.queryByRole("region", { name: "System notifications" }),
    ).toBeNull();
  });
});
