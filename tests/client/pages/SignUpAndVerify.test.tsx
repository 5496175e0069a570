import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ForgotPasswordPage } from "../../../custom-pages/auth/ForgotPasswordPage";
import { SignUpPage } from "../../../custom-pages/auth/SignUpPage";
import { VerifyEmailPage } from "../../../custom-pages/auth/VerifyEmailPage";
import { toHttpError } from "../../../providers/httpClient";
import { renderPage } from "../../support/renderWithAdmin";

vi.mock("../../../providers/authApi", () => ({
  signUp: vi
    .fn()
    .mockResolvedValue({ code: 202, message: "Accepted", data: null }),
  forgotPassword: vi
    .fn()
    .mockResolvedValue({ code: 202, message: "Accepted", data: null }),
  verifyEmail: vi.fn(),
}));
const authApi = await import("../../../providers/authApi");

const PASSWORD = "a long enough password";

describe("SignUpPage", () => {
  it("sends the account without the confirmation and answers neutrally", async () => {
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
    expect(authApi.signUp).toHaveBeenCalledWith({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      password: PASSWORD,
    });
  });
});

describe("ForgotPasswordPage", () => {
  it("confirms neutrally", async () => {
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
    vi.mocked(authApi.verifyEmail).mockResolvedValue({
      code: 200,
      message: "OK",
      data: null,
    });
    renderPage(<VerifyEmailPage />, {
      at: "/verify-email?token=t1",
      route: VerifyEmailPage.path,
    });
    expect(
      await screen.findByText(/Your email address has been verified/),
    ).toBeInTheDocument();
    expect(authApi.verifyEmail).toHaveBeenCalledTimes(1);
    expect(authApi.verifyEmail).toHaveBeenCalledWith("t1");
  });

  it("shows the failure with the §8 prefix", async () => {
    vi.mocked(authApi.verifyEmail).mockRejectedValue(
      toHttpError(400, { message: "This link has expired." }),
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
