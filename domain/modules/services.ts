import { defineModule } from "./defineModule";

/** Service organisations and their users (§2), not built yet. */
export const servicesModule = defineModule({
  name: "services",
  pending: {
    titleKey: "app.menu.services",
    routes: ["/service/organizations/:id", "/service/users/:id/:orgId"],
  },
});
