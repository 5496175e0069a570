import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CredentialsPage } from "../../../custom-pages/profile/CredentialsPage";
import { PATHS } from "../../../src/paths";
import { apiCalls } from "../../support/authHandlers";
import { envelope, failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { renderPage } from "../../support/renderWithAdmin";

const session = (over: Record<string, unknown>) => ({
  sessionId: "11111111-1111-4111-8111-111111111111",
  createdAt: "2026-11-20T09:00:00.000Z",
  lastSeenAt: "2026-11-25T08:30:00.000Z",
  expiresAt: "2026-11-25T21:00:00.000Z",
  userAgent: "Firefox on a laptop",
  ipAddress: "198.51.100.7",
  current: true,
  ...over,
});
const PHONE = "22222222-2222-4222-8222-222222222222";

describe("/user/profile/credentials: where you are signed in (issue 11)", () => {
  const { server } = setupFakeServer();

  it("lists the sessions, marks this device, and signs another one out", async () => {
    let lists = 0;
    const api = apiCalls();
    server.use(
      // The two-factor section has its own test (TwoFactorSection.test.tsx): its status never answers.
      api.pending("get", "/auth/totp"),
      // The first list has both devices; after the phone is signed out, only this one.
      api.on("get", "/auth/sessions", () =>
        envelope(
          lists++ === 0
            ? [
                session({}),
                session({
                  sessionId: PHONE,
                  userAgent: "Safari on a phone",
                  current: false,
                }),
              ]
            : [session({})],
        ),
      ),
      api.on("delete", "/auth/sessions/:sessionId", () =>
        envelope(null, 200, "Session ended."),
      ),
    );
    renderPage(<CredentialsPage />, {
      at: PATHS.credentials,
      route: PATHS.credentials,
    });
    const list = await screen.findByRole("region", {
      name: "Where you are signed in",
    });
    const laptop = (
      await within(list).findByText("Firefox on a laptop")
    ).closest("li")!;
    expect(within(laptop).getByText("This device")).toBeInTheDocument();
    expect(
      within(laptop).queryByRole("button", { name: "Sign out" }),
    ).toBeNull();
    const phone = within(list).getByText("Safari on a phone").closest("li")!;
    expect(within(phone).getByText(/From 198\.51\.100\.7/)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(phone).getByRole("button", { name: "Sign out" }));
    await waitFor(() =>
      expect(
        api.sent.filter((r) => r.method === "DELETE").map((r) => r.path),
      ).toEqual([`/auth/sessions/${PHONE}`]),
    );
    await waitFor(() =>
      expect(within(list).queryByText("Safari on a phone")).toBeNull(),
    );
  });

  it("says so when the sessions cannot be loaded", async () => {
    const api = apiCalls();
    server.use(
      api.pending("get", "/auth/totp"),
      api.on("get", "/auth/sessions", () => failure(503)),
    );
    renderPage(<CredentialsPage />, {
      at: PATHS.credentials,
      route: PATHS.credentials,
    });
    expect(
      await screen.findByText("Your sessions could not be loaded."),
    ).toBeInTheDocument();
  });
});
