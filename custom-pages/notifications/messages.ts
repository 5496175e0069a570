/**
 * English messages of the notifications page (pages.notifications.*, issue 25), found through the
 * module's pagesFolder. §8 texts come from domain/errors word for word.
 */
import { SUCCESS_MESSAGES } from "../../domain/errors";

export const messages = {
  title: "Notifications",
  loading: "Loading notifications…",
  failed: "The notifications could not be loaded.",
  empty:
    "No notifications yet. When someone mentions you or sends you a message, it shows here.",
  listLabel: "My notifications",
  unreadCount: "%{smart_count} unread |||| %{smart_count} unread",
  unread: "New",
  from: "From %{name}",
  markViewed: "Mark viewed",
  markViewedNamed: "Mark %{title} viewed",
  markAllViewed: "Mark all viewed",
  open: "Open %{title}",
  toasts: {
    sent: SUCCESS_MESSAGES.notificationsSent,
  },
};
