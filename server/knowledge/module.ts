/**
 * Knowledge management's server part beyond the article and collection entities (issue 27):
 * required reading and acknowledgements (./requiredReading.ts) and the articles shown in a trip's
 * context (./inContext.ts), all under the articles' prefix. Listed in server/modules/index.ts.
 */
import { knowledgeModule } from "../../domain/modules/knowledge";
import { defineServerModule } from "../modules/defineServerModule";
import { inContextRoutes } from "./inContext";
import { requiredReadingRoutes } from "./requiredReading";

export const knowledgeServerModule = defineServerModule({
  name: knowledgeModule.name,
  routes: [requiredReadingRoutes, inContextRoutes],
});
