/**
 * The mention email digest's server part (issue 25): the job (./mentionDigest.ts, on its timer where
 * PERIODIC_JOBS and MENTION_DIGEST_JOB are on) and the profile's setting
 * (./mentionDigestRoutes.ts). Listed in server/modules/index.ts, so server/app.ts is not edited.
 */
import { notificationsModule } from "../../domain/modules/notifications";
import { defineServerModule } from "../modules/defineServerModule";
import { mentionDigestJobPlugin } from "./mentionDigest";
import { mentionDigestRoutes } from "./mentionDigestRoutes";

export const mentionDigestServerModule = defineServerModule({
  name: notificationsModule.name,
  plugins: [(app) => app.register(mentionDigestJobPlugin)],
  routes: [mentionDigestRoutes],
});
