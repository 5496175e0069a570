/** English messages of another user's public profile page (pages.userProfile.*). */
export const userProfileMessages = {
  title: "User profile",
  notFound: "This user was not found.",
  failure: "The profile could not be loaded: %{message}",
} as const;
