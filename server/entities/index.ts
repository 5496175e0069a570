/**
 * Every entity served under /api by the generic routes of §7 (server/crud/routes.ts), one line each.
 * ./registry.ts collects the entity configurations these files export, and server/app.ts registers
 * them all, so a new entity is one line here.
 */
export * from "./activities";
export * from "./bookmarks";
export * from "./discussionPosts";
export * from "./discussions";
export * from "./driverStatusRecords";
export * from "./drivers";
export * from "./emails";
export * from "./facilities";
export * from "./facilityUsers";
export * from "./features";
export * from "./insuranceProviders";
export * from "./invoices";
export * from "./notifications";
export * from "./patients";
export * from "./paymentRecords";
export * from "./standingOrders";
export * from "./systemNotifications";
export * from "./tasks";
export * from "./tripPrices";
export * from "./trips";
export * from "./tripDocuments";
export * from "./users";
export * from "./vehicleDocuments";
export * from "./vehicles";
export * from "./workspaceMembers";
export * from "./workspaces";
export * from "./documents";
export * from "./articles";
export * from "./articleCollections";
export * from "./supportRequests";
export * from "./supportReplies";
export * from "./attributes";
export * from "./attributeValues";
export * from "./serviceOrganizations";
export * from "./serviceUsers";
export * from "./apiKeys";
