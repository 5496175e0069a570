import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

const adminOnly = { adminOnly: true };

/**
 * Service organisations (§2 admin/services, +create, upsert/:id; issue 28): the outside systems
 * that call the API. The generic four under /service-organizations; a row opens the organisation's
 * own page (servicesModule, /service/organizations/:id).
 */
export const adminServicesModule = defineModule({
  name: "admin/services",
  folder: "services",
  api: {
    prefix: "/service-organizations",
    idField: "serviceOrganizationId",
    entity: "Service Organization",
  },
  access: { read: adminOnly, write: adminOnly, delete: adminOnly },
  menu: [
    {
      key: "services",
      group: "systemAdmin",
      position: 7,
      gate: adminOnly,
    },
  ],
  routeGates: { [`${S}/services`]: adminOnly },
});
