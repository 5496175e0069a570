import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CredentialsPage } from "../../../custom-pages/profile/CredentialsPage";
import { PATHS } from "../../../src/paths";
import { renderPage } from "../../support/renderWithAdmin";

vi.mock("../../../providers/authApi", () => ({
  changePassword: vi.fn(),
  listSessions: vi.fn(),
  endSession: vi.fn(),
  // The two-factor section has its own test (TwoFactorSection.test.tsx).
  totpStatus: vi.fn(() => new Promise(() => {})),
}));
vi.mock("../../../providers/authProvider", () => ({ refreshUser: vi.fn() }));
const authApi = await import("../../../providers/authApi");

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
  beforeEach(() => {
    vi.mocked(authApi.listSessions).mockReset();
    vi.mocked(authApi.endSession).mockReset();
  });

  it("lists the sessions, marks this device, and signs another one out", async () => {
    vi.mocked(authApi.listSessions)
      .mockResolvedValueOnce({
        code: 200,
        message: "OK",
        data: [
          session({}),
          session({
            sessionId: PHONE,
            userAgent: "Safari on a phone",
            current: false,
          }),
        ],
      })
      .mockResolvedValue({ code: 200, message: "OK", data: [session({})] });
    vi.mocked(authApi.endSession).mockResolvedValue({
      code: 200,
      message: "Session ended.",
      data: null,
    });
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
    expect(authApi.endSession).toHaveBeenCalledWith(PHONE);
    await waitFor(() =>
      expect(within(list).queryByText("Safari on a phone")).toBeNull(),
    );
  });

  it("says so when the sessions cannot be loaded", async () => {
    vi.mocked(authApi.listSessions).mockRejectedValue(new Error("down"));
    renderPage(<CredentialsPage />, {
      at: PATHS.credentials,
      route: PATHS.credentials,
    });
    expect(
      await screen.findByText("Your sessions could not be loaded."),
    ).toBeInTheDocument();
  });
});
