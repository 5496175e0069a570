/**
 * Dispatch's server part beyond the trips entity (which carries the board and assignment calls):
 * the drivers' manifests under /manifests (./routes.ts). Listed in server/modules/index.ts.
 */
import { manifestsApiModule } from "../../domain/modules/dispatch";
import { defineServerModule } from "../modules/defineServerModule";
import { manifestRoutes } from "./routes";

export const manifestsServerModule = defineServerModule({
  name: manifestsApiModule.name,
  routes: [manifestRoutes],
});
