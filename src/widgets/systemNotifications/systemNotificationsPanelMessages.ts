/**
 * The English words of the system notifications panel of the home page (issue 29), registered under
 * pages.home.panels.systemNotifications.* by the home page's catalogue; the panels read them
 * through useSystemNotificationsPanelTranslate.
 */

export const SYSTEM_NOTIFICATIONS_PANEL =
  "pages.home.panels.systemNotifications";

export const systemNotificationsPanelMessages = {
  title: "Active system notifications",
  loading: "Loading system notifications…",
  failed: "System notifications could not be loaded. Try again shortly.",
  empty: "No active system notification.",
  create: "New",
  all: "All",
  from: "from %{date}",
  until: "until %{date}",
  always: "No end",
} as const;

export type SystemNotificationsPanelKey =
  keyof typeof systemNotificationsPanelMessages;
