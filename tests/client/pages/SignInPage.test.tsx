import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { SignInPage } from "../../../custom-pages/auth/SignInPage";
import { renderPage } from "../../support/renderWithAdmin";
import { stubAuthProvider } from "../../support/stubAuthProvider";

describe("SignInPage", () => {
  it("shows the session-expired notice when sent back by a 401", async () => {
    renderPage(<SignInPage />, {
      at: "/signin/?sessionexpired=true",
      route: "/signin",
    });
    expect(
      await screen.findByText(
        "Your session has expired. Please sign in again.",
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe("Sign in · NEMT Portal");
  });

  it("has no notice on a plain visit, and links to the other sign-in pages", async () => {
    renderPage(<SignInPage />, { at: "/signin" });
    await screen.findByRole("heading", { name: "Sign in" });
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Forgot your password?" }),
    ).toHaveAttribute("href", "/forgot-password");
    expect(
      screen.getByRole("link", { name: "No account yet? Sign up" }),
    ).toHaveAttribute("href", "/sign-up");
    expect(
      screen.getByRole("link", { name: "Need help? Contact us" }),
    ).toHaveAttribute("href", "/contact");
  });

  it("shows validation messages next to the fields and does not call login", async () => {
    const authProvider = stubAuthProvider();
    renderPage(<SignInPage />, { at: "/signin", authProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
        "Enter a valid email address.",
      ),
    );
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "This field is required.",
    );
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it("signs in with the normalised email and goes home", async () => {
    const authProvider = stubAuthProvider();
    renderPage(<SignInPage />, { at: "/signin", authProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), " Ada@Example.org ");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(authProvider.login).toHaveBeenCalledWith({
        email: "ada@example.org",
        password: "secret",
      }),
    );
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("shows the sign-in failure", async () => {
    const authProvider = stubAuthProvider(undefined, {
      login: vi
        .fn()
        .mockRejectedValue(
          new HttpError("Sign-in failure: Invalid email or password.", 401),
        ),
    });
    renderPage(<SignInPage />, { at: "/signin", authProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.org");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sign-in failure: Invalid email or password.",
    );
  });
});
