import { defineModule } from "./defineModule";

/** Service organisations and their users (§2), not built yet. */
export const servicesModule = defineModule({
  name: "services",
  // Declared without components while pending: the shared "not available yet" page stands there.
  pages: {
    organization: { path: "/service/organizations/:id" },
    user: { path: "/service/users/:id/:orgId" },
  },
  pending: { titleKey: "app.menu.services" },
});
