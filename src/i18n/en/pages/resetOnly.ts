/** English messages of the forced password change after an administrator reset (pages.resetOnly.*). */
export const resetOnlyMessages = {
  title: "Reset your password",
  intro: "You must choose a new password before you can continue.",
  submit: "Change password",
  failure: "The password could not be changed: %{message}",
} as const;
