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
} as const;
