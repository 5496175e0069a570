/**
 * Every module of the portal, one line each (docs/modules.md). The registry (./registry.ts) collects
 * whatever declarations these files export, so adding a module is adding its line here.
 */
export * from "./activities";
export * from "./adminArticles";
export * from "./adminServices";
export * from "./adminSupport";
export * from "./analytics";
export * from "./attributes";
export * from "./bookmarks";
export * from "./calendar";
export * from "./checkout";
export * from "./discussions";
export * from "./dispatch";
export * from "./documents";
export * from "./emails";
export * from "./drivers";
export * from "./facilities";
export * from "./facilityUsers";
export * from "./features";
export * from "./home";
export * from "./insuranceProviders";
export * from "./invoices";
export * from "./knowledge";
export * from "./notifications";
export * from "./patients";
export * from "./paymentLedger";
export * from "./paymentRecords";
export * from "./reports";
export * from "./services";
export * from "./standingOrders";
export * from "./support";
export * from "./systemNotifications";
export * from "./tripPrices";
export * from "./trips";
export * from "./tripDocuments";
export * from "./tripsInProgress";
export * from "./users";
export * from "./vehicles";
export * from "./workspaces";
