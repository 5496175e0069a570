/** English messages of the feature toggles admin (resources.admin/features.*); §8 toasts word for word. */
export const messages = {
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
};
