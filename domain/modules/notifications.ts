import { FAILURE_PREFIXES } from "../errors";
import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

/**
 * The user's notifications (§2 top bar, §3, §7, issue 25): the page /notifications
 * (custom-pages/notifications), the search of one's own, and the calls /notifications/user, /list and
 * /markviewed (server/notifications). Any signed-in user reads their own and may send; the whole
 * module, top bar icon and API, hangs on feature-discussions (§2: the icon shows when discussions are
 * on). System notifications (/notifications/system) are another module with a longer prefix, so they
 * stay on whatever this toggle says (server/plugins/featureGate.ts: the longest prefix decides).
 */
export const notificationsModule = defineModule({
  name: "notifications",
  pagesFolder: "notifications",
  pages: {
    list: { path: "/notifications", component: "NotificationsPage" },
  },
  api: {
    prefix: "/notifications",
    idField: "notificationId",
    entity: "Notification",
    failurePrefixes: { create: FAILURE_PREFIXES.createNotification },
  },
  access: { read: {}, write: {} },
  feature: FEATURES.discussions,
  moduleGates: { "/notifications": { feature: FEATURES.discussions } },
});
