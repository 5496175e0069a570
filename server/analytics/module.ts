/**
 * Analytics' server part (issue 29): the dashboard, the users' analytics and the reports
 * (./routes.ts). Listed in server/modules/index.ts.
 */
import { analyticsModule } from "../../domain/modules/analytics";
import { defineServerModule } from "../modules/defineServerModule";
import { analyticsRoutes } from "./routes";

export const analyticsServerModule = defineServerModule({
  name: analyticsModule.name,
  routes: [analyticsRoutes],
});
