import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

const knowledge = { feature: FEATURES.knowledgeManagement };

/** Knowledge management (§2), not built yet: article collections, articles and search. */
export const knowledgeModule = defineModule({
  name: "knowledge",
  feature: FEATURES.knowledgeManagement,
  menu: [
    {
      key: "knowledgeSearch",
      path: "/knowledgemanagement/search",
      group: "knowledge",
      position: 1,
      gate: { feature: FEATURES.knowledgeManagementSearch },
    },
    {
      key: "articleCollections",
      path: "/articles/collections",
      group: "knowledge",
      position: 2,
      gate: {},
    },
  ],
  moduleGates: {
    "/articles": knowledge,
    "/article": knowledge,
    "/knowledgemanagement": knowledge,
  },
  pending: {
    titleKey: "app.menu.knowledge",
    routes: [
      "/articles",
      "/articles/collection/:code",
      "/articles/collections",
      "/article/:slug",
      "/knowledgemanagement/search",
    ],
  },
});
