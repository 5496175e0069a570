/**
 * English messages of the react-admin resources (resources/*). react-admin builds its keys from the
 * resource name, so the admin screens live under "admin/features" and "admin/users". Spec toasts
 * (§8) are kept word for word.
 */
import { transportResourceMessages } from "./transport";

export const resourcesMessages = {
  resources: {
    "admin/features": {
      name: "Feature |||| Features",
      fields: {
        featureCode: "Code",
        featureTitle: "Title",
        featureDescription: "Description",
        active: "Active",
        code: "Code",
        title: "Title",
        description: "Description",
        q: "Search",
      },
      empty: "No features yet.",
      invite: "Add a feature toggle to switch a module on or off.",
      action: {
        toggle: "Switch feature %{code} on or off",
      },
      notifications: {
        created: "New Feature added.",
        updated: "Feature updated.",
        deleted: "Feature deleted.",
      },
    },
    "admin/users": {
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
    },
    ...transportResourceMessages,
  },
} as const;
