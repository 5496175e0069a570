import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ResetOnlyPage } from "../../../custom-pages/auth/ResetOnlyPage";
import { toHttpError } from "../../../providers/httpClient";
import { renderPage } from "../../support/renderWithAdmin";
import { stubAuthProvider } from "../../support/stubAuthProvider";

vi.mock("../../../providers/authApi", () => ({ changePassword: vi.fn() }));
vi.mock("../../../providers/authProvider", () => ({ refreshUser: vi.fn() }));
const authApi = await import("../../../providers/authApi");
const { refreshUser } = await import("../../../providers/authProvider");

const NEW = "a much longer password";

async function fillAndSubmit(current: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), NEW);
  await user.type(screen.getByLabelText("Confirm password"), NEW);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("ResetOnlyPage", () => {
  beforeEach(() => {
    vi.mocked(authApi.changePassword).mockReset();
    vi.mocked(refreshUser).mockReset();
  });

  it("changes the password, refreshes the user and goes home", async () => {
    vi.mocked(authApi.changePassword).mockResolvedValue({
      code: 200,
      message: "OK",
      data: {} as never,
    });
    vi.mocked(refreshUser).mockResolvedValue({} as never);
    renderPage(<ResetOnlyPage />, {
      at: "/reset",
      route: "/reset",
      authProvider: stubAuthProvider(),
    });
    await fillAndSubmit("old password");
    await waitFor(() =>
      expect(authApi.changePassword).toHaveBeenCalledWith("old password", NEW),
    );
    await waitFor(() => expect(refreshUser).toHaveBeenCalled());
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("shows a wrong current password next to the field", async () => {
    vi.mocked(authApi.changePassword).mockRejectedValue(
      toHttpError(422, {
        message: "The current password is not correct.",
        errors: [
          {
            field: "currentPassword",
            message: "The current password is not correct.",
          },
        ],
      }),
    );
    renderPage(<ResetOnlyPage />, {
      at: "/reset",
      route: "/reset",
      authProvider: stubAuthProvider(),
    });
    await fillAndSubmit("wrong password");
    await waitFor(() =>
      expect(
        screen.getByLabelText("Current password"),
      ).toHaveAccessibleDescription("The current password is not correct."),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it("shows a failure without field errors above the form", async () => {
    vi.mocked(authApi.changePassword).mockRejectedValue(
      new HttpError("Server down.", 500),
    );
    renderPage(<ResetOnlyPage />, {
      at: "/reset",
      route: "/reset",
      authProvider: stubAuthProvider(),
    });
    await fillAndSubmit("old password");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The password could not be changed: Server down.",
    );
  });

  it("offers sign out", async () => {
    const authProvider = stubAuthProvider();
    renderPage(<ResetOnlyPage />, {
      at: "/reset",
      route: "/reset",
      authProvider,
    });
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });
});
