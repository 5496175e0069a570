/** English messages of the email verification page (pages.verifyEmail.*). */
export const verifyEmailMessages = {
  title: "Verify email address",
  pending: "Verifying your email address…",
  success: "Your email address has been verified. You can now sign in.",
  failure: "Failed to verify the User's email address: %{message}",
  missingToken:
    "This verification link is incomplete. Please use the link from your email.",
} as const;
