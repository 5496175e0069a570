/**
 * Routes of §2 whose modules are not built yet. Each shows the shared "not available yet" page
 * under its module's title; guards still apply (a gated route refuses before saying "not yet").
 * When a module lands, its lines leave this table for real routes.
 */
export interface PendingRoute {
  path: string;
  /** i18n key of the page title */
  titleKey: string;
}

const T = "/admin/transport";

const group = (titleKey: string, paths: string[]): PendingRoute[] =>
  paths.map((path) => ({ path, titleKey }));

/** Signed-in routes (inside the layout). */
export const PENDING_ROUTES: readonly PendingRoute[] = [
  ...group("app.menu.analytics", [
    "/analytics/dashboard",
    "/analytics/users",
    "/analytics/reports",
    "/analytics/reports/:reportGroup",
    "/analytics/report/:key",
  ]),
  ...group("app.menu.knowledge", [
    "/articles",
    "/articles/collection/:code",
    "/articles/collections",
    "/article/:slug",
    "/knowledgemanagement/search",
  ]),
  ...group("app.menu.services", [
    "/service/organizations/:id",
    "/service/users/:id/:orgId",
  ]),
  ...group("app.menu.documents", [
    "/documents",
    "/documents/preview/:documentId",
  ]),
  ...group("app.menu.discussions", [
    "/discussions",
    "/discussions/:modelType",
    "/discussion/:modelType/:discussionId/:modelId?",
  ]),
  ...group("app.menu.workspaces", [
    "/workspaces",
    "/workspaces/create",
    "/workspaces/upsert/:workspaceId",
    "/workspace/members/:workspaceId",
    "/workspace/tasks/board/:workspaceId/:statusFilter?",
    "/workspace/tasks/calendar/:workspaceId/:statusFilter?",
    "/workspace/tasks/:workspaceId",
    "/workspace/discussions/:workspaceId",
    "/workspace/discussion/:workspaceId/:discussionId",
    "/workspace/documents/:workspaceId",
    "/workspace/activities/:workspaceId",
    "/workspace/:workspaceId/:statusFilter?",
  ]),
  ...group("app.topBar.notifications", ["/notifications"]),
  ...group("app.topBar.bookmarks", ["/user/bookmarks"]),
  ...group("app.topBar.support", [
    "/support/requests",
    "/support/request/:supportRequestId",
    "/support/request",
  ]),
  ...group("app.menu.calendar", ["/calendar"]),
  ...group("app.menu.trips", [
    "/trips/all",
    "/trips/in-progress",
    "/trip/management/:tripId",
    "/trip/upsert/:tripId",
    "/trip/documents/:tripId",
    "/trip/:tripId",
  ]),
  ...group("app.menu.activities", ["/admin/activities/:modelType?/:modelId?"]),
  ...group("app.menu.adminArticleCollections", [
    "/admin/articles/collections",
    "/admin/articles/collections/create",
    "/admin/articles/collections/upsert/:articleCollectionId",
  ]),
  ...group("app.menu.adminArticles", [
    "/admin/articles/article",
    "/admin/articles/article/create",
    "/admin/articles/article/manage/:articleId",
    "/admin/articles/article/:articleId",
  ]),
  ...group("app.menu.invoices", [`${T}/invoices`, `${T}/invoice/:invoiceId`]),
  ...group("app.menu.paymentRecords", [`${T}/payment-records`]),
  ...group("app.menu.reports", [`${T}/reports`]),
  ...group("app.menu.attributes", [
    "/admin/attributes",
    "/admin/attribute/values/:attributeId",
    "/admin/attribute/create",
    "/admin/attribute/:attributeId",
  ]),
  ...group("app.menu.services", [
    "/admin/services",
    "/admin/services/create",
    "/admin/services/upsert/:id",
  ]),
  ...group("app.menu.systemNotifications", [
    "/admin/notifications",
    "/admin/notifications/create",
    "/admin/notifications/:notificationId",
  ]),
  ...group("app.menu.support", ["/admin/support"]),
];

/** Routes open to anyone, signed in or not (§2 "Anyone"), outside the layout. */
export const PENDING_PUBLIC_ROUTES: readonly PendingRoute[] = group(
  "app.notYetAvailable.titles.checkout",
  ["/checkout/success", "/checkout/:paymentId"],
);
