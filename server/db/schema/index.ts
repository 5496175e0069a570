/**
 * The single definition of every table, one file per area. Migrations are generated from this index by
 * drizzle-kit (`npm run db:generate`) and committed under server/db/migrations; code imports tables from
 * here ("../db/schema"), never from an area file.
 */
export * from "./services";
export * from "./auth";
export * from "./drivers";
export * from "./emails";
export * from "./facilities";
export * from "./features";
export * from "./patients";
export * from "./throttles";
export * from "./tripPrices";
export * from "./vehicles";
export * from "./trips";
export * from "./tripRecords";
export * from "./activities";
export * from "./standingOrders";
export * from "./dispatch";
export * from "./security";
export * from "./billing";
export * from "./geo";
export * from "./workspaces";
export * from "./bookmarks";
export * from "./notifications";
export * from "./systemNotifications";
export * from "./jobs";
export * from "./discussions";
export * from "./documents";
export * from "./knowledge";
export * from "./support";
export * from "./attributes";
export * from "./apiKeys";
