import { PRIVILEGES as P } from "../privileges";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

/** The activity log (§2), not built yet. */
export const activitiesModule = defineModule({
  name: "admin/activities",
  menu: [
    {
      key: "activities",
      path: `${S}/activities`,
      group: "systemAdmin",
      position: 1,
      gate: { privileges: [P.viewActivities] },
    },
  ],
  pending: {
    titleKey: "app.menu.activities",
    routes: [`${S}/activities/:modelType?/:modelId?`],
  },
});
