/** English messages of the users admin (resources.admin/users.*); §8 toasts word for word. */
export const messages = {
  name: "User |||| Users",
  fields: {
    name: "Name",
    email: "Email",
    firstName: "First name",
    lastName: "Last name",
    roles: "Role",
    roleCode: "Role",
    facilityUserDetail: { facilityId: "Facility" },
    requirePasswordReset: "Password reset required",
    active: "Active",
    q: "Search",
  },
  empty: "No users yet.",
  invite: "Add a user: they will receive an email to set their password.",
  forbidden: "Your account is not permitted to add or change users.",
  notifications: {
    created: "New User added.",
    updated: "User updated.",
    deleted: "User deleted.",
  },
};
