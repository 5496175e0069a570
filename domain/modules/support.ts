import { defineModule } from "./defineModule";

/** Support requests (top bar, §2), not built yet: its pages' paths are the top bar's links. */
export const supportModule = defineModule({
  name: "support",
  pages: {
    requests: { path: "/support/requests" },
    show: { path: "/support/request/:supportRequestId" },
    request: { path: "/support/request" },
  },
  pending: { titleKey: "app.topBar.support" },
});
