import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ResetOnlyPage } from "../../../custom-pages/auth/ResetOnlyPage";
import { apiCalls } from "../../support/authHandlers";
import { buildUser } from "../../support/factories";
import { envelope, failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { renderPage } from "../../support/renderWithAdmin";
import { stubAuthProvider } from "../../support/stubAuthProvider";

const NEW = "a much longer password";

async function fillAndSubmit(current: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), NEW);
  await user.type(screen.getByLabelText("Confirm password"), NEW);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("ResetOnlyPage", () => {
  const { server } = setupFakeServer();
  /** The password change answers `reply`; the user is read back (refreshUser) on success. */
  const answer = (reply: () => Response) => {
    const api = apiCalls();
    server.use(
      api.on("post", "/auth/password", reply),
      api.on("get", "/auth/user", () => envelope(buildUser())),
    );
    return api;
  };
  const userReads = (api: ReturnType<typeof apiCalls>) =>
    api.sent.filter((r) => r.method === "GET" && r.path === "/auth/user");

  it("changes the password, refreshes the user and goes home", async () => {
    const api = answer(() => envelope(buildUser()));
    renderPage(<ResetOnlyPage />, {
      at: "/reset",
      route: "/reset",
      authProvider: stubAuthProvider(),
    });
    await fillAndSubmit("old password");
    await waitFor(() =>
      expect(api.bodies("post", "/auth/password")).toEqual([
        { currentPassword: "old password", newPassword: NEW },
      ]),
    );
    await waitFor(() => expect(userReads(api)).toHaveLength(1));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("shows a wrong current password next to the field", async () => {
    const api = answer(() =>
      failure(422, "The current password is not correct.", [
        {
          field: "currentPassword",
          message: "The current password is not correct.",
        },
      ]),
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
    expect(userReads(api)).toEqual([]);
  });

  it("shows a failure without field errors above the form", async () => {
    answer(() => failure(500, "Server down."));
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
