/** English messages of the home page (pages.home.*). */
export const homeMessages = {
  title: "Home",
  greeting: "Welcome, %{name}",
  role: "Role: %{role}",
  quickLinks: "Quick links",
} as const;
