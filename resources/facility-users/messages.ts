/** English messages of the resource (resources.<name>.*). */
export const messages = {
  name: "Facility User |||| Facility Users",
  fields: {
    q: "Search",
    name: "Name",
    email: "Email",
    firstName: "First name",
    lastName: "Last name",
    roleCode: "Role",
    facilityId: "Facility",
    facilityUserDetail: { facilityId: "Facility" },
    active: "Active",
    requirePasswordReset: "Password reset required",
    createdAt: "Added",
  },
  fixedFacility: "Users you add belong to your facility.",
  selfHint: "You cannot change your own role or deactivate your own account.",
  action: {
    activate: "Activate",
    deactivate: "Deactivate",
  },
  empty: "No facility users yet.",
  invite:
    "Add the nurses and facility admins of your facility: each receives an email to set a password.",
  notifications: {
    created: "New Facility User added.",
    updated:
      "Facility User updated. |||| %{smart_count} facility users updated.",
    deleted:
      "Facility User deleted. |||| %{smart_count} facility users deleted.",
  },
};
