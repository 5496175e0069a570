/**
 * The English words of the trips panels of the home page (issue 29), registered under
 * pages.home.panels.trips.* by the home page's catalogue (src/i18n/en/pages/home.ts). Pure, for
 * the catalogue; the panels read them through useTripPanelTranslate.
 */

export const TRIP_PANELS = "pages.home.panels.trips";

export const tripPanelMessages = {
  loading: "Loading trips…",
  failed: "These trips could not be loaded. Try again shortly.",
  shown: "Showing %{shown} of %{total}",
  allTrips: "All trips",
  willCall: "Will-call",
  noPatient: "No patient",
  today: "Today",
  tomorrow: "Tomorrow",
  facilityTitle: "Today and tomorrow",
  facilityEmpty: "No trips today or tomorrow.",
  willCallTitle: "Will-call returns waiting",
  willCallEmpty: "No will-call return is waiting.",
  unassignedTitle: "Unassigned in the next 24 hours",
  unassignedEmpty: "Every trip of the next 24 hours has a driver.",
  flaggedTitle: "Trips with warnings",
  flaggedEmpty: "No trip needs dispatch.",
  upcomingTitle: "Your upcoming trips",
  upcomingEmpty: "No upcoming trips.",
  book: "Book a trip",
  dispatchBoard: "Dispatch board",
} as const;

export type TripPanelKey = keyof typeof tripPanelMessages;
