import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TotpStatus } from "../../../domain/schemas/auth";
import { TwoFactorSection } from "../../../custom-pages/profile/TwoFactorSection";
import { renderWithAdmin } from "../../support/renderWithAdmin";

vi.mock("../../../providers/authApi", () => ({
  totpStatus: vi.fn(),
  startTotpEnrolment: vi.fn(),
  confirmTotp: vi.fn(),
  replaceRecoveryCodes: vi.fn(),
  disableTotp: vi.fn(),
}));
const authApi = await import("../../../providers/authApi");

const envelope = <T,>(data: T) => ({ code: 200, message: "OK", data });
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
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}aaa-bbbb`);
const WRONG = "The authentication code is not valid.";

const section = () =>
  screen.findByRole("region", { name: "Two-factor authentication" });

describe("/user/profile/credentials: two-factor authentication (issue 11)", () => {
  beforeEach(() => vi.resetAllMocks());

  it("sets up an authenticator: QR code and key, a first code, then the recovery codes once", async () => {
    vi.mocked(authApi.totpStatus)
      .mockResolvedValueOnce(envelope(OFF))
      .mockResolvedValue(envelope({ ...ON, recoveryCodesLeft: 10 }));
    vi.mocked(authApi.startTotpEnrolment).mockResolvedValue(
      envelope({
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        otpauthUri: "otpauth://totp/x",
        qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
      }),
    );
    vi.mocked(authApi.confirmTotp)
      .mockRejectedValueOnce(
        new HttpError(WRONG, 422, { errors: { code: WRONG } }),
      )
      .mockResolvedValue(envelope({ recoveryCodes: CODES }));
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
    expect(authApi.startTotpEnrolment).toHaveBeenCalledWith(
      "Correct-Horse-Battery-9",
    );
    expect(
      await within(region).findByRole("img", {
        name: "QR code for your authenticator app",
      }),
    ).toHaveAttribute("src", "data:image/svg+xml;base64,PHN2Zy8+");
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
    expect(authApi.confirmTotp).toHaveBeenLastCalledWith("123456");
    const list = await within(region).findByRole("list", {
      name: "Recovery codes",
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
    vi.mocked(authApi.totpStatus).mockResolvedValue(envelope(OFF));
    const INCORRECT = "The password is incorrect.";
    vi.mocked(authApi.startTotpEnrolment).mockRejectedValue(
      new HttpError(INCORRECT, 422, { errors: { password: INCORRECT } }),
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
    vi.mocked(authApi.totpStatus).mockResolvedValue(
      envelope({ ...OFF, required: true, proofRequired: false }),
    );
    vi.mocked(authApi.startTotpEnrolment).mockResolvedValue(
      envelope({
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        otpauthUri: "otpauth://totp/x",
        qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
      }),
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
    expect(authApi.startTotpEnrolment).toHaveBeenCalledWith();
    expect(
      await within(region).findByLabelText("Code from the app"),
    ).toBeInTheDocument();
  });

  it("asks for the password or a code before new recovery codes or turning it off", async () => {
    vi.mocked(authApi.totpStatus)
      .mockResolvedValueOnce(envelope(ON))
      .mockResolvedValueOnce(envelope({ ...ON, recoveryCodesLeft: 10 }))
      .mockResolvedValue(envelope(OFF));
    vi.mocked(authApi.replaceRecoveryCodes).mockResolvedValue(
      envelope({ recoveryCodes: CODES }),
    );
    vi.mocked(authApi.disableTotp).mockResolvedValue(envelope(null));
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
    expect(authApi.replaceRecoveryCodes).toHaveBeenCalledWith({
      code: "654321",
    });
    await user.click(
      await within(region).findByRole("button", { name: "I have saved them" }),
    );

    await user.click(
      await within(region).findByRole("button", { name: "Turn off" }),
    );
    await user.type(
      within(region).getByLabelText("Password or authentication code"),
      "Correct-Horse-Battery-9",
    );
    await user.click(within(region).getByRole("button", { name: "Turn off" }));
    expect(authApi.disableTotp).toHaveBeenCalledWith({
      password: "Correct-Horse-Battery-9",
    });
    expect(
      await within(region).findByText(
        "Off. Sign-in asks for your password only.",
      ),
    ).toBeInTheDocument();
  });

  it("says when the role requires it, and when the status cannot be loaded", async () => {
    vi.mocked(authApi.totpStatus).mockResolvedValueOnce(
      envelope({ ...OFF, required: true }),
    );
    const { unmount } = renderWithAdmin(<TwoFactorSection />);
    expect(
      await screen.findByText("Your role requires two-factor authentication."),
    ).toBeInTheDocument();
    unmount();
    vi.mocked(authApi.totpStatus).mockRejectedValue(new Error("down"));
    renderWithAdmin(<TwoFactorSection />);
    expect(
      await screen.findByText("The two-factor status could not be loaded."),
    ).toBeInTheDocument();
  });
});
