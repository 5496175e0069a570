/**
 * English messages of the service organisations admin (resources.admin/services.*, issue 28). The
 * toasts are the server's own words (`New ${entity} added.`, §8) for the entity "Service
 * Organization".
 */
export const messages = {
  name: "Service organisation |||| Service organisations",
  fields: {
    name: "Name",
    kind: "Kind",
    contactEmail: "Contact email",
    notes: "Notes",
    active: "Active",
    userCount: "Users",
    activeKeyCount: "Active keys",
    lastCallAt: "Last call",
    createdAt: "Created",
    q: "Search",
  },
  kinds: {
    broker: "Broker",
    hospital: "Hospital",
    clearinghouse: "Clearinghouse",
    other: "Other",
  },
  helpers: {
    notes: "For administrators only: who to call, what the integration does.",
  },
  never: "Never",
  empty: "No service organisations yet.",
  invite:
    "Add the outside systems that call the API: each gets service users and their API keys.",
  notifications: {
    created: "New Service Organization added.",
    updated: "Service Organization updated.",
    deleted: "Service Organization deleted.",
  },
};
