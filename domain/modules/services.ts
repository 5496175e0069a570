import { defineModule, pagePath } from "./defineModule";

const adminOnly = { adminOnly: true };
const adminAccess = { read: adminOnly, write: adminOnly, delete: adminOnly };

/**
 * Service organisations' own pages (§2, issue 28): one organisation with its users, keys and the
 * record of their calls, and one service user with its keys. Administrators only (§6 "services:
 * admin"), on the server (the modules below) and on the routes.
 */
export const servicesModule = defineModule({
  name: "services",
  pagesFolder: "services",
  pages: {
    organization: {
      path: "/service/organizations/:id",
      component: "ServiceOrganizationPage",
    },
    user: { path: "/service/users/:id/:orgId", component: "ServiceUserPage" },
  },
  moduleGates: { "/service": adminOnly },
});

/**
 * Service users (issue 28): the generic four under /service-users, over the accounts that carry an
 * organisation (server/services). A service user never signs in; it acts through its API keys.
 */
export const serviceUsersModule = defineModule({
  name: "service-users",
  api: {
    prefix: "/service-users",
    idField: "serviceUserId",
    entity: "Service User",
  },
  access: adminAccess,
});

/**
 * API keys (issue 28): read-only generic calls under /api-keys (search, get), created by
 * POST /service-users/{serviceUserId}/api-keys (the key answered once) and revoked by
 * POST /api-keys/{apiKeyId}/revoke.
 */
export const apiKeysModule = defineModule({
  name: "api-keys",
  api: { prefix: "/api-keys", idField: "apiKeyId", entity: "API Key" },
  access: adminAccess,
});

/** Where a service organisation is shown: /service/organizations/:id. */
export const serviceOrganizationPath = (id: string) =>
  pagePath(servicesModule.pages.organization.path, { id });

/** Where a service user is shown: /service/users/:id/:orgId. */
export const serviceUserPath = (id: string, orgId: string) =>
  pagePath(servicesModule.pages.user.path, { id, orgId });
