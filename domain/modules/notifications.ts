import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

/**
 * The user's notifications: the top bar's count reads them through the data provider; the page
 * itself (the top bar's link) is not built yet. The icon only shows while discussions are on (§2),
 * so the page follows.
 */
export const notificationsModule = defineModule({
  name: "notifications",
  api: {
    prefix: "/notifications",
    idField: "notificationId",
    entity: "Notification",
  },
  pages: { list: { path: "/notifications" } },
  moduleGates: { "/notifications": { feature: FEATURES.discussions } },
  pending: { titleKey: "app.topBar.notifications" },
});
