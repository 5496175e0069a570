import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { SignInPage } from "../../../custom-pages/auth/SignInPage";
import { SecondFactorRequired } from "../../../providers/authProvider";
import { renderPage } from "../../support/renderWithAdmin";
import { stubAuthProvider } from "../../support/stubAuthProvider";

const EXPIRED =
  "Sign-in failure: This sign-in has expired. Enter your email and password again.";

/** A login that asks for the second factor after the password, then answers `then` in turn. */
function loginAskingForCode(...then: unknown[]) {
  const login = vi
    .fn()
    .mockRejectedValueOnce(new SecondFactorRequired("mfa-token"));
  for (const answer of then)
    if (answer instanceof Error) login.mockRejectedValueOnce(answer);
    else login.mockResolvedValueOnce(answer);
  return login;
}

async function passPasswordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), "ada@example.org");
  await user.type(screen.getByLabelText("Password"), "Correct-Horse-9");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("SignInPage: the second step (issue 11)", () => {
  it("asks for the code, shows a refusal, then signs in with the right one", async () => {
    const login = loginAskingForCode(
      new HttpError(
        "Sign-in failure: The authentication code is not valid.",
        401,
      ),
      undefined,
    );
    renderPage(<SignInPage />, {
      at: "/signin",
      authProvider: stubAuthProvider(undefined, { login }),
    });
    const user = await passPasswordStep();
    const code = await screen.findByLabelText("Authentication code");
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(
      screen.getByText("Enter the 6-digit code from your authenticator app."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).toBeNull();

    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sign-in failure: The authentication code is not valid.",
    );
    await user.clear(code);
    await user.type(code, "123 456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(login).toHaveBeenLastCalledWith({
        mfaToken: "mfa-token",
        code: "123456",
      }),
    );
    expect(login).toHaveBeenCalledTimes(3);
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("refuses a code that is not six digits without calling the server", async () => {
    const login = loginAskingForCode();
    renderPage(<SignInPage />, {
      at: "/signin",
      authProvider: stubAuthProvider(undefined, { login }),
    });
    const user = await passPasswordStep();
    await user.type(await screen.findByLabelText("Authentication code"), "12a");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(
        screen.getByLabelText("Authentication code"),
      ).toHaveAccessibleDescription(
        "Enter the 6-digit code from your authenticator app.",
      ),
    );
    expect(login).toHaveBeenCalledTimes(1);
  });

  it("takes a recovery code instead", async () => {
    const login = loginAskingForCode(undefined);
    renderPage(<SignInPage />, {
      at: "/signin",
      authProvider: stubAuthProvider(undefined, { login }),
    });
    const user = await passPasswordStep();
    await user.click(
      await screen.findByRole("button", {
        name: "Use a recovery code instead",
      }),
    );
    await user.type(
      await screen.findByLabelText("Recovery code"),
      "abcd-efgh-ijkl",
    );
    expect(
      screen.getByRole("button", {
        name: "Use your authenticator app instead",
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(login).toHaveBeenLastCalledWith({
        mfaToken: "mfa-token",
        recoveryCode: "abcd-efgh-ijkl",
      }),
    );
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("goes back to the password when the sign-in has expired", async () => {
    const login = loginAskingForCode(
      new HttpError(EXPIRED, 401, {
        errors: { mfaToken: "expired", root: { serverError: EXPIRED } },
      }),
    );
    renderPage(<SignInPage />, {
      at: "/signin",
      authProvider: stubAuthProvider(undefined, { login }),
    });
    const user = await passPasswordStep();
    await user.type(
      await screen.findByLabelText("Authentication code"),
      "123456",
    );
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
  });
});
