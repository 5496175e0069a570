/** English messages of the public landing page (pages.landing.*). */
export const landingMessages = {
  title: "NEMT Portal",
  tagline: "Non-emergency medical transport and collaboration, in one place.",
  description:
    "Book and manage patient transport trips with drivers, vehicles and facilities, and work together through knowledge articles, documents, discussions and shared workspaces.",
  transportTitle: "Transport",
  transportText:
    "Request trips, follow them live, and manage drivers, vehicles, facilities, prices and invoices.",
  collaborationTitle: "Collaboration",
  collaborationText:
    "Share knowledge, documents and discussions, and run workspaces with task boards and calendars.",
  navLabel: "Account",
} as const;
