import { PRIVILEGES as P } from "../privileges";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

/**
 * The support staff's triage queue (§2 admin/support, issue 28; modify-support): every request,
 * filtered by status, priority, category and assignee, searched; reply, change status, assign.
 * Its calls are supportModule's.
 */
export const adminSupportModule = defineModule({
  name: "admin/support",
  menu: [
    {
      key: "support",
      path: `${S}/support`,
      group: "systemAdmin",
      position: 5,
      gate: { privileges: [P.modifySupport] },
    },
  ],
  pagesFolder: "support-admin",
  pages: {
    queue: { path: `${S}/support`, component: "SupportQueuePage" },
  },
});
