import { defineModule } from "./defineModule";

/** Support requests (top bar, §2), not built yet. */
export const supportModule = defineModule({
  name: "support",
  pending: {
    titleKey: "app.topBar.support",
    routes: [
      "/support/requests",
      "/support/request/:supportRequestId",
      "/support/request",
    ],
  },
});
