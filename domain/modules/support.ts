import { defineModule } from "./defineModule";

/**
 * Support requests (top bar, §2, issue 28): anyone signed in files a request at /support/request and
 * follows theirs at /support/requests and /support/request/:supportRequestId. Calls: the generic
 * four under /support-requests (a requester reads only their own; modify-support holders every
 * one: server/support), the requester's answer after a resolve, the attachments and the staff list.
 * No feature toggle: support keeps working whatever is switched off.
 */
export const supportModule = defineModule({
  name: "support",
  pagesFolder: "support",
  pages: {
    requests: { path: "/support/requests", component: "SupportRequestsPage" },
    show: {
      path: "/support/request/:supportRequestId",
      component: "SupportRequestPage",
    },
    request: { path: "/support/request", component: "NewSupportRequestPage" },
  },
  api: {
    prefix: "/support-requests",
    idField: "supportRequestId",
    entity: "Support Request",
  },
  access: { read: {}, write: {} },
});

/**
 * The replies of a request (issue 28): the generic calls under /support-replies, searched by
 * supportRequestId; its requester and support staff read and write them.
 */
export const supportRepliesModule = defineModule({
  name: "support-replies",
  api: {
    prefix: "/support-replies",
    idField: "supportReplyId",
    entity: "Support Reply",
  },
  access: { read: {}, write: {} },
});
