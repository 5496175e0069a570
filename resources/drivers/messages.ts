import { DRIVER_STATUS_LABELS } from "../../domain/exportLabels";

/** English messages of the drivers admin (resources.admin/transport/drivers.*). */
export const messages = {
  name: "Driver |||| Drivers",
  fields: {
    name: "Name",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    userId: "User account",
    licenseNumber: "License number",
    licenseState: "License state",
    licenseClass: "License class",
    licenseExpiresOn: "License expires on",
    cprCertifiedUntil: "CPR certified until",
    wheelchairCertifiedUntil: "Wheelchair certified until",
    credentialsExpireOn: "Credentials expire on",
    credentialsState: "Credentials",
    hireDate: "Hire date",
    status: "Status",
    createdAt: "Created at",
    updatedAt: "Updated at",
    q: "Search",
    credentialsExpiringWithinDays: "Credentials expiring within 30 days",
    linked: "Has a user account",
    online: "Online now",
  },
  statuses: DRIVER_STATUS_LABELS,
  credentialsStates: {
    expired: "Expired",
    expiringSoon: "Expires within 30 days",
    valid: "Valid",
    none: "None",
  },
  sections: {
    person: "Person and account",
    license: "License and certifications",
    employment: "Employment",
  },
  action: {
    mark_active: "Mark active",
    mark_on_leave: "Mark on leave",
    mark_inactive: "Mark inactive",
  },
  tabs: {
    details: "Details",
    onlineHistory: "Online status history",
    influenceHistory: "Alcohol and drug statements",
  },
  show: {
    latestStatus: "Current status",
    noStatus: "No status recorded yet.",
    since: "since",
  },
  history: {
    createdAt: "Recorded at",
    onlineStatus: "Status",
    underTheInfluenceStatus: "Under the influence",
    latitude: "Latitude",
    longitude: "Longitude",
    empty: "No records yet.",
  },
  // Issue 8: a statement of being under the influence keeps the driver offline until cleared.
  influence: {
    title: "Alcohol and drug statement",
    none: "No standing statement of being under the influence today.",
    standing:
      "Stated being under the influence of alcohol or drugs today at %{time}: the driver cannot go online until the statement is cleared.",
    clear: "Clear statement",
    dialogTitle: "Clear the statement of being under the influence",
    dialogText:
      "The driver may go online again today. Your name, the time and the reason are recorded with the statement.",
    reason: "Reason",
    reasonRequired: "Give the reason for clearing the statement.",
    confirm: "Clear statement",
    cleared: "Statement cleared.",
  },
  empty: "No drivers yet.",
  invite: "Add the first driver to assign trips and track credentials.",
  // §8 toasts for the singular forms; bulk actions use the plural.
  notifications: {
    created: "New Driver added.",
    updated: "Driver updated. |||| %{smart_count} drivers updated.",
    deleted: "Driver deleted. |||| %{smart_count} drivers deleted.",
  },
};
