import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

const discussions = { feature: FEATURES.discussions };

/** Discussions (§2), not built yet. */
export const discussionsModule = defineModule({
  name: "discussions",
  feature: FEATURES.discussions,
  menu: [
    {
      key: "discussions",
      path: "/discussions",
      position: 70,
      gate: discussions,
    },
  ],
  moduleGates: { "/discussion": discussions, "/discussions": discussions },
  pending: {
    titleKey: "app.menu.discussions",
    routes: [
      "/discussions",
      "/discussions/:modelType",
      "/discussion/:modelType/:discussionId/:modelId?",
      // A workspace's tab (§2 lists it under /workspace): this module's, built with it.
      "/workspace/discussions/:workspaceId",
      "/workspace/discussion/:workspaceId/:discussionId",
    ],
  },
});
