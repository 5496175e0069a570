/** English messages of the profile page (pages.profile.*). */
export const profileMessages = {
  title: "Profile",
  details: "Your details",
  edit: "Edit your name",
  save: "Save",
  saved: "Profile updated.",
  failure: "The profile could not be updated: %{message}",
  email: "Email",
  roles: "Roles",
  facility: "Facility",
  noFacility: "None",
  credentials: "Change password",
  /** The mention email digest (issue 25, custom-pages/profile/MentionDigestSection.tsx). */
  mentionDigest: {
    title: "Email about unread mentions",
    intro:
      "When someone mentions you in a discussion and you have not read it in time, we can email you who mentioned you and where. The email never contains the message itself.",
    label: "Email me",
    choices: {
      off: "Never",
      15: "After 15 minutes unread",
      60: "After 1 hour unread",
      240: "After 4 hours unread",
      1440: "After 1 day unread",
    },
    save: "Save email setting",
    saved: "Mention email setting saved.",
    failure: "The mention email setting could not be saved: %{message}",
    loadFailed: "The mention email setting could not be loaded.",
  },
} as const;
