import { PRIVILEGES as P } from "../privileges";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";
import { activitiesApiModule } from "./trips";

/**
 * The app-wide activity list (§2 admin/activities[/:modelType[/:modelId]], view-activities; issue
 * 11): every change, read and export, filtered by user, model type, record, action and dates, paged
 * on the server and exportable. A second resource over the /activities calls (the trip page's
 * history is the first), so its filters and page stay its own. Read-only.
 */
export const activitiesModule = defineModule({
  name: "admin/activities",
  folder: "activities",
  screens: {
    create: false,
    upsert: false,
    pages: [":modelType", ":modelType/:modelId"],
  },
  api: activitiesApiModule.api,
  access: {
    read: { privileges: [P.viewActivities] },
    write: activitiesApiModule.access.write,
  },
  menu: [
    {
      key: "activities",
      path: `${S}/activities`,
      group: "systemAdmin",
      position: 1,
      gate: { privileges: [P.viewActivities] },
    },
  ],
});
