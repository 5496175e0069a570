/** English messages of the account setup page (setup link or first administrator) (pages.setup.*). */
export const setupMessages = {
  title: "Set up access",
  inviteIntro: "Welcome. Choose a password to finish setting up your account.",
  inviteSubmit: "Set password",
  firstAdminIntro:
    "Create the first system administrator account for this portal.",
  firstAdminSubmit: "Create administrator",
  complete: "Setup is complete. Please sign in with your account.",
  failure: "Setup failed: %{message}",
  statusFailure: "Could not check the setup status: %{message}",
} as const;
