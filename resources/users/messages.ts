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
  security: {
    unlockSignIn: {
      label: "Unlock sign-in",
      title: "Unlock the sign-in of %{name}?",
      content:
        "The waits that failed sign-ins built up on this account end now, from every address.",
      done: "Sign-in is unlocked.",
    },
    resetSecondFactor: {
      label: "Reset two-factor authentication",
      title: "Reset the two-factor authentication of %{name}?",
      content:
        "Their authenticator and recovery codes stop working, their sessions end and they are emailed. They sign in with the password alone and set it up again.",
      done: "Two-factor authentication is reset.",
    },
  },
  notifications: {
    created: "New User added.",
    updated: "User updated.",
    deleted: "User deleted.",
  },
};
