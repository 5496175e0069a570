/**
 * English messages of the system notifications admin and banner (resources.admin/notifications.*);
 * §8 toasts word for word.
 */
export const messages = {
  name: "Notification |||| Notifications",
  fields: {
    message: "Message",
    active: "Active",
    displayOnce: "Show once (stays dismissed)",
    notificationSystemType: "Type",
    startDisplayAt: "Show from",
    endDisplayAt: "Show until",
    modelType: "Record type",
    modelId: "Record id",
    createdAt: "Created",
    q: "Search",
  },
  types: {
    success: "Success",
    info: "Information",
    warning: "Warning",
    alert: "Alert",
  },
  helpers: {
    window: "Leave empty to show from now on, or with no end.",
    modelId: "Optional: the record the notification is about.",
  },
  empty: "No system notifications yet.",
  invite: "Create one to show a banner to everyone signed in.",
  always: "Always",
  action: {
    toggle: "Switch the notification on or off",
  },
  banner: {
    label: "System notifications",
    dismiss: "Dismiss",
    open: "Open",
  },
  notifications: {
    created: "New Notification created.",
    updated: "Notification updated.",
    deleted: "Notification deleted.",
    toggled: "System Notification toggled.",
  },
};
