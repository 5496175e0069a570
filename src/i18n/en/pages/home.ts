/** English messages of the home page (pages.home.*). */
import { analyticsPanelMessages } from "../../../widgets/analytics/messages";
import { mentionsPanelMessages } from "../../../widgets/notifications/mentionsPanelMessages";
import { systemNotificationsPanelMessages } from "../../../widgets/systemNotifications/systemNotificationsPanelMessages";
import { tripPanelMessages } from "../../../widgets/trips/tripPanelMessages";

export const homeMessages = {
  title: "Home",
  greeting: "Welcome, %{name}",
  role: "Role: %{role}",
  quickLinks: "Quick links",
  panels: {
    trips: tripPanelMessages,
    analytics: analyticsPanelMessages,
    mentions: mentionsPanelMessages,
    systemNotifications: systemNotificationsPanelMessages,
  },
  myDay: {
    title: "My day",
    previous: "Previous day",
    next: "Next day",
    loading: "Loading your day…",
    failed: "Your day could not be loaded. Try again shortly.",
    notPublished: "Dispatch has not published this day yet.",
    empty: "No trips on this day.",
    trips: "Trips of the day",
    publishedAt: "Published at %{time}; please acknowledge it.",
    acknowledgedAt: "Acknowledged at %{time}.",
    changedSince:
      "Dispatch changed your day since you acknowledged it: see what is new or changed.",
    acknowledge: "Acknowledge",
    acknowledgedToast: "Your day is acknowledged.",
    new: "New",
    changed: "Changed: %{fields}",
    removed: "Removed since you acknowledged",
    open: "Open trip",
    equipment: {
      ambulatory: "Ambulatory",
      wheelchair: "Wheelchair",
      stretcher: "Stretcher",
    },
    fields: {
      pickUpDatetime: "time",
      tripStatus: "status",
      patientName: "patient",
      pickUpName: "pick-up",
      dropOffName: "drop-off",
      wheelchairTrip: "equipment",
      stretcherTrip: "equipment",
      vehicleId: "vehicle",
    },
  },
} as const;
