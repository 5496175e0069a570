import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ResetAuthPage } from "../../../custom-pages/auth/ResetAuthPage";
import { PATHS } from "../../../src/paths";
import { apiCalls } from "../../support/authHandlers";
import { envelope, failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { renderPage } from "../../support/renderWithAdmin";

const { server } = setupFakeServer();

const GOOD = "correct horse battery";

describe("ResetAuthPage on /reset-auth", () => {
  it("checks the length and the confirmation before calling the server", async () => {
    const api = apiCalls();
    server.use(api.on("post", "/auth/reset-password", () => envelope(null)));
    renderPage(<ResetAuthPage />, {
      at: `${PATHS.resetAuth}?token=abc`,
      route: PATHS.resetAuth,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm password"), "different");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(
      await screen.findByText("Use at least 12 characters."),
    ).toBeInTheDocument();
    expect(screen.getByText("The passwords do not match.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), GOOD);
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    await waitFor(() =>
      expect(
        screen.queryByText("Use at least 12 characters."),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText("The passwords do not match.")).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it("says beside the field, as it is typed, why a password is too easy to guess (issue 11)", async () => {
    renderPage(<ResetAuthPage />, {
      at: `${PATHS.resetAuth}?token=abc`,
      route: PATHS.resetAuth,
    });
    const user = userEvent.setup();
    const field = await screen.findByLabelText("New password");
    await user.type(field, "password1234");
    expect(
      await screen.findByText(
        "This is similar to a commonly used password.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "Violet-Anchor-Drizzle-7");
    await waitFor(() =>
      expect(
        screen.queryByText("This is similar to a commonly used password."),
      ).not.toBeInTheDocument(),
    );
  });

  it("resets with the token from the link, then offers sign in", async () => {
    const api = apiCalls();
    server.use(api.on("post", "/auth/reset-password", () => envelope(null)));
    renderPage(<ResetAuthPage />, {
      at: `${PATHS.resetAuth}?token=abc`,
      route: PATHS.resetAuth,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), GOOD);
    await user.type(screen.getByLabelText("Confirm password"), GOOD);
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(
      await screen.findByText(/Your password has been reset/),
    ).toBeInTheDocument();
    expect(api.bodies("post", "/auth/reset-password")).toEqual([
      { token: "abc", password: GOOD },
    ]);
    expect(
      screen.getByRole("link", { name: "Back to sign in" }),
    ).toHaveAttribute("href", "/signin");
  });

  it("shows an expired link (a field error on the hidden token) above the form", async () => {
    server.use(
      apiCalls().on("post", "/auth/reset-password", () =>
        failure(422, "This link is invalid or has expired.", [
          { field: "token", message: "This link is invalid or has expired." },
        ]),
      ),
    );
    renderPage(<ResetAuthPage />, {
      at: `${PATHS.resetAuth}?token=old`,
      route: PATHS.resetAuth,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), GOOD);
    await user.type(screen.getByLabelText("Confirm password"), GOOD);
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The password could not be reset: This link is invalid or has expired.",
    );
  });

  it("explains a link without a token", async () => {
    renderPage(<ResetAuthPage />, { at: PATHS.resetAuth });
    expect(
      await screen.findByText(/This reset link is incomplete/),
    ).toBeInTheDocument();
  });
});

describe("ResetAuthPage on /setup-auth", () => {
  it("says setup is complete once an administrator exists", async () => {
    server.use(
      apiCalls().on("get", "/auth/setup-status", () =>
        envelope({ firstAdminNeeded: false }),
      ),
    );
    renderPage(<ResetAuthPage />, { at: PATHS.setupAuth });
    expect(await screen.findByText(/Setup is complete/)).toBeInTheDocument();
    expect(screen.queryByLabelText("First name")).not.toBeInTheDocument();
  });

  it("offers the first-administrator form while none exists", async () => {
    server.use(
      apiCalls().on("get", "/auth/setup-status", () =>
        envelope({ firstAdminNeeded: true }),
      ),
    );
    renderPage(<ResetAuthPage />, { at: PATHS.setupAuth });
    expect(await screen.findByLabelText("First name")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Create administrator" }),
    ).toBeInTheDocument();
  });

  it("lets an invited user choose a password, without asking for the setup status", async () => {
    const api = apiCalls();
    server.use(
      api.on("get", "/auth/setup-status", () =>
        envelope({ firstAdminNeeded: true }),
      ),
    );
    renderPage(<ResetAuthPage />, {
      at: `${PATHS.setupAuth}?token=invite`,
      route: PATHS.setupAuth,
    });
    expect(
      await screen.findByRole("button", { name: "Set password" }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("First name")).not.toBeInTheDocument();
    // A request reaches msw a few ticks after the effect that sends it: give it time to show up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.sent).toEqual([]);
  });
});
