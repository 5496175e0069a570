import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

/** Documents (§2), not built yet. */
export const documentsModule = defineModule({
  name: "documents",
  feature: FEATURES.documents,
  menu: [
    {
      key: "documents",
      path: "/documents",
      position: 60,
      gate: { feature: FEATURES.documents },
    },
  ],
  moduleGates: { "/documents": { feature: FEATURES.documents } },
  pending: {
    titleKey: "app.menu.documents",
    // The workspace's documents tab (§2 lists it under /workspace) is this module's, built with it.
    routes: [
      "/documents",
      "/documents/preview/:documentId",
      "/workspace/documents/:workspaceId",
    ],
  },
});
