/** English messages of the change-password page (pages.credentials.*). */
export const credentialsMessages = {
  title: "Change password",
  submit: "Change password",
  done: "Your password has been changed.",
  failure: "The password could not be changed: %{message}",
  backToProfile: "Back to profile",
} as const;
