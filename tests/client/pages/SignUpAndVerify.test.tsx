import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ForgotPasswordPage } from "../../../custom-pages/auth/ForgotPasswordPage";
import { SignUpPage } from "../../../custom-pages/auth/SignUpPage";
import { VerifyEmailPage } from "../../../custom-pages/auth/VerifyEmailPage";
import { apiCalls } from "../../support/authHandlers";
import { envelope, failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { renderPage } from "../../support/renderWithAdmin";

const { server } = setupFakeServer();
const accepted = () => envelope(null, 202, "Accepted");

const PASSWORD = "a long enough password";

describe("SignUpPage", () => {
  it("sends the account without the confirmation and answers neutrally", async () => {
    const api = apiCalls();
    server.use(api.on("post", "/auth/sign-up", accepted));
    renderPage(<SignUpPage />, { at: SignUpPage.path });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.org");
    await user.type(screen.getByLabelText("Password"), PASSWORD);
    await user.type(screen.getByLabelText("Confirm password"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText(/Please check your email/),
    ).toBeInTheDocument();
    expect(api.bodies("post", "/auth/sign-up")).toEqual([
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.org",
        password: PASSWORD,
      },
    ]);
  });
});

describe("ForgotPasswordPage", () => {
  it("confirms neutrally", async () => {
    server.use(apiCalls().on("post", "/auth/forgot-password", accepted));
    renderPage(<ForgotPasswordPage />, { at: ForgotPasswordPage.path });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "who@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByText(/If an account exists for this address/),
    ).toBeInTheDocument();
  });
});

describe("VerifyEmailPage", () => {
  it("verifies the token once and says so", async () => {
    const api = apiCalls();
    server.use(
      api.on("post", "/auth/verify-email-address", () => envelope(null)),
    );
    renderPage(<VerifyEmailPage />, {
      at: "/verify-email?token=t1",
      route: VerifyEmailPage.path,
    });
    expect(
      await screen.findByText(/Your email address has been verified/),
    ).toBeInTheDocument();
    expect(api.bodies("post", "/auth/verify-email-address")).toEqual([
      { token: "t1" },
    ]);
  });

  it("shows the failure with the §8 prefix", async () => {
    server.use(
      apiCalls().on("post", "/auth/verify-email-address", () =>
        failure(400, "This link has expired."),
      ),
    );
    renderPage(<VerifyEmailPage />, {
      at: "/verify-email?token=old",
      route: VerifyEmailPage.path,
    });
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Failed to verify the User's email address: This link has expired.",
      ),
    );
  });
});
