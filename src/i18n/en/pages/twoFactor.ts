/**
 * English messages of the second factor (issue 11): the section on /user/profile/credentials, the
 * enrolment screen a required role sees first (pages.twoFactor.*, pages.enrolOnly.*).
 */
export const twoFactorMessages = {
  title: "Two-factor authentication",
  loadFailed: "The two-factor status could not be loaded.",
  on: "On since %{date}. Sign-in asks for a code from your authenticator app.",
  off: "Off. Sign-in asks for your password only.",
  required: "Your role requires two-factor authentication.",
  codesLeft: "Recovery codes left: %{count}",
  disable: "Turn off",
  regenerate: "Get new recovery codes",
  cancel: "Cancel",
  failure: "The request failed: %{message}",
  disabled: "Two-factor authentication is off.",
  proof: "Password or authentication code",
  proofIntro:
    "Confirm it is you with your password or a code from your authenticator app.",
  setup: {
    intro:
      "Use an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) for a 6-digit code that changes every 30 seconds.",
    start: "Set up two-factor authentication",
    passwordIntro: "To confirm it is you, enter your password first.",
    password: "Your password",
    scan: "Scan this QR code with your authenticator app, or enter the key by hand.",
    qrAlt: "QR code for your authenticator app",
    secret: "Key",
    code: "Code from the app",
    confirm: "Confirm",
    failure: "Two-factor authentication could not be set up: %{message}",
  },
  codes: {
    title: "Your recovery codes",
    intro:
      "Each code signs you in once if you lose your phone. Keep them somewhere safe: they will not be shown again.",
    listLabel: "Recovery codes",
    copy: "Copy",
    copied: "Recovery codes copied.",
    copyFailed: "The codes could not be copied. Select them and copy by hand.",
    download: "Download",
    fileHeading: "NEMT Portal recovery codes (each works once)",
    done: "I have saved them",
  },
} as const;

export const enrolOnlyMessages = {
  title: "Set up two-factor authentication",
  intro:
    "Your role requires a second factor. Set one up to continue to the portal.",
} as const;
