/** English messages of the change-password page (pages.credentials.*). */
export const credentialsMessages = {
  title: "Change password",
  submit: "Change password",
  done: "Your password has been changed.",
  failure: "The password could not be changed: %{message}",
  backToProfile: "Back to profile",
  sessions: {
    title: "Where you are signed in",
    thisDevice: "This device",
    end: "Sign out",
    ended: "That session has been signed out.",
    failed: "The session could not be signed out.",
    loadFailed: "Your sessions could not be loaded.",
    unknownBrowser: "Unknown browser",
    detail: "From %{address} · signed in %{created} · last active %{seen}",
  },
} as const;
