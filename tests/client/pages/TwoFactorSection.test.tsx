import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TotpStatus } from "../../../domain/schemas/auth";
import { TwoFactorSection } from "../../../custom-pages/profile/TwoFactorSection";
import { apiCalls, inTurn } from "../../support/authHandlers";
import { envelope, failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const OFF: TotpStatus = {
  enabled: false,
  pending: false,
  confirmedAt: null,
  recoveryCodesLeft: 0,
  required: false,
  proofRequired: true,
};
const ON: TotpStatus = {
  ...OFF,
  enabled: true,
  confirmedAt: "2026-11-20T09:00:00.000Z",
  recoveryCodesLeft: 7,
};
const ENROLMENT = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUri: "otpauth://totp/x",
  qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
};
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}aaa-bbbb`);
const WRONG = "The authentication code is not valid.";

const section = () =>
  screen.findByRole("region", { name: "Two-factor authentication" });

describe("/user/profile/credentials: two-factor authentication (issue 11)", () => {
  const { server } = setupFakeServer();

  it("sets up an authenticator: QR code and key, a first code, then the recovery codes once", async () => {
    const api = apiCalls();
    server.use(
      api.on(
        "get",
        "/auth/totp",
        inTurn(
          () => envelope(OFF),
          () => envelope({ ...ON, recoveryCodesLeft: 10 }),
        ),
      ),
      api.on("post", "/auth/totp/enrolment", () => envelope(ENROLMENT)),
      api.on(
        "post",
        "/auth/totp/confirmation",
        inTurn(
          () => failure(422, WRONG, [{ field: "code", message: WRONG }]),
          () => envelope({ recoveryCodes: CODES }),
        ),
      ),
    );
    renderWithAdmin(<TwoFactorSection />);
    const region = await section();
    expect(
      await within(region).findByText(
        "Off. Sign-in asks for your password only.",
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    // Issue 21: a session alone does not set up a second factor; the password comes first.
    expect(
      within(region).getByText(
        "To confirm it is you, enter your password first.",
      ),
    ).toBeVisible();
    await user.type(
      within(region).getByLabelText("Your password"),
      "Correct-Horse-Battery-9",
    );
    await user.click(
      within(region).getByRole("button", {
        name: "Set up two-factor authentication",
      }),
    );
    expect(
      await within(region).findByRole("img", {
        name: "QR code for your authenticator app",
      }),
    ).toHaveAttribute("src", "data:image/svg+xml;base64,PHN2Zy8+");
    expect(api.bodies("post", "/auth/totp/enrolment")).toEqual([
      { password: "Correct-Horse-Battery-9" },
    ]);
    expect(within(region).getByLabelText("Key")).toHaveValue(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
    );
    const code = within(region).getByLabelText("Code from the app");
    await user.type(code, "111111");
    await user.click(within(region).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG));
    await user.clear(code);
    await user.type(code, "123456");
    await user.click(within(region).getByRole("button", { name: "Confirm" }));
    const list = await within(region).findByRole("list", {
      name: "Recovery codes",
    });
    expect(api.bodies("post", "/auth/totp/confirmation").at(-1)).toEqual({
      code: "123456",
    });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(
      within(region).getByRole("button", { name: "Download" }),
    ).toBeVisible();
    await user.click(
      within(region).getByRole("button", { name: "I have saved them" }),
    );
    expect(
      await within(region).findByText("Recovery codes left: 10"),
    ).toBeInTheDocument();
    expect(within(region).queryByRole("list")).toBeNull();
  });

  it("shows the server's refusal of the password on its field", async () => {
    const INCORRECT = "The password is incorrect.";
    const api = apiCalls();
    server.use(
      api.on("get", "/auth/totp", () => envelope(OFF)),
      api.on("post", "/auth/totp/enrolment", () =>
        failure(422, INCORRECT, [{ field: "password", message: INCORRECT }]),
      ),
    );
    renderWithAdmin(<TwoFactorSection />);
    const region = await section();
    const user = userEvent.setup();
    const password = await within(region).findByLabelText("Your password");
    await user.type(password, "Wrong-Password-123");
    await user.click(
      within(region).getByRole("button", {
        name: "Set up two-factor authentication",
      }),
    );
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(INCORRECT),
    );
    expect(within(region).queryByRole("img")).toBeNull();
  });

  it("asks for no password in the forced first enrolment right after signing in", async () => {
    const api = apiCalls();
    server.use(
      api.on("get", "/auth/totp", () =>
        envelope({ ...OFF, required: true, proofRequired: false }),
      ),
      api.on("post", "/auth/totp/enrolment", () => envelope(ENROLMENT)),
    );
    renderWithAdmin(<TwoFactorSection />);
    const region = await section();
    const user = userEvent.setup();
    await user.click(
      await within(region).findByRole("button", {
        name: "Set up two-factor authentication",
      }),
    );
    expect(within(region).queryByLabelText("Your password")).toBeNull();
    expect(
      await within(region).findByLabelText("Code from the app"),
    ).toBeInTheDocument();
    // No password at all in the body (providers/authApi.ts startTotpEnrolment()).
    expect(api.bodies("post", "/auth/totp/enrolment")).toEqual([{}]);
  });

  it("asks for the password or a code before new recovery codes or turning it off", async () => {
    const api = apiCalls();
    server.use(
      api.on(
        "get",
        "/auth/totp",
        inTurn(
          () => envelope(ON),
          () => envelope({ ...ON, recoveryCodesLeft: 10 }),
          () => envelope(OFF),
        ),
      ),
      api.on("post", "/auth/totp/recovery-codes", () =>
        envelope({ recoveryCodes: CODES }),
      ),
      api.on("post", "/auth/totp/disable", () => envelope(null)),
    );
    renderWithAdmin(<TwoFactorSection />);
    const region = await section();
    expect(
      await within(region).findByText(/^On since 2026-11-20\./),
    ).toBeInTheDocument();
    expect(within(region).getByText("Recovery codes left: 7")).toBeVisible();
    const user = userEvent.setup();

    await user.click(
      within(region).getByRole("button", { name: "Get new recovery codes" }),
    );
    await user.type(
      within(region).getByLabelText("Password or authentication code"),
      "654 321",
    );
    await user.click(
      within(region).getByRole("button", { name: "Get new recovery codes" }),
    );
    await user.click(
      await within(region).findByRole("button", { name: "I have saved them" }),
    );
    expect(api.bodies("post", "/auth/totp/recovery-codes")).toEqual([
      { code: "654321" },
    ]);

    await user.click(
      await within(region).findByRole("button", { name: "Turn off" }),
    );
    await user.type(
      within(region).getByLabelText("Password or authentication code"),
      "Correct-Horse-Battery-9",
    );
    await user.click(within(region).getByRole("button", { name: "Turn off" }));
    expect(
      await within(region).findByText(
        "Off. Sign-in asks for your password only.",
      ),
    ).toBeInTheDocument();
    expect(api.bodies("post", "/auth/totp/disable")).toEqual([
      { password: "Correct-Horse-Battery-9" },
    ]);
  });

  it("says when the role requires it, and when the status cannot be loaded", async () => {
    server.use(
      apiCalls().on(
        "get",
        "/auth/totp",
        inTurn(
          () => envelope({ ...OFF, required: true }),
          () => failure(503),
        ),
      ),
    );
    const { unmount } = renderWithAdmin(<TwoFactorSection />);
    expect(
      await screen.findByText("Your role requires two-factor authentication."),
    ).toBeInTheDocument();
    unmount();
    renderWithAdmin(<TwoFactorSection />);
    expect(
      await screen.findByText("The two-factor status could not be loaded."),
    ).toBeInTheDocument();
  });
});
