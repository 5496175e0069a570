/** English messages of the reset-password page (from the emailed link) (pages.resetPassword.*). */
export const resetPasswordMessages = {
  title: "Reset password",
  intro: "Choose a new password for your account.",
  submit: "Reset password",
  done: "Your password has been reset. You can now sign in with your new password.",
  missingToken:
    "This reset link is incomplete. Please use the link from your email.",
  failure: "The password could not be reset: %{message}",
} as const;
