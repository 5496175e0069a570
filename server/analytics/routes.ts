/**
 * The analytics calls (issue 29), behind the module's access (view-analytics with
 * feature-analytics; 404 while the feature is off, through authorize()):
 * - POST /analytics/dashboard {facilityId?} → the dashboard (./dashboard.ts);
 * - POST /analytics/users {} → the users' analytics, administrators only (./users.ts);
 * - POST /analytics/reports/{key} {fromDate, toDate, facilityId?} → one catalogued report's rows
 *   (./reports.ts): 404 for an unknown key, 403 for a facility administrator asking an
 *   operator-wide one, 422 for a bad period or an unknown facility.
 * Every figure is within the caller's scope (./scope.ts).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reportByKey } from "../../domain/analyticsReports";
import { isFacilityScoped } from "../../domain/privileges";
import {
  analyticsModule,
  ANALYTICS_USERS_ACCESS,
} from "../../domain/modules/analytics";
import {
  ANALYTICS_MESSAGES,
  analyticsReportRequestSchema,
  analyticsReportSchema,
  dashboardRequestSchema,
  dashboardSchema,
  usersAnalyticsSchema,
} from "../../domain/schemas/analytics";
import { envelopeSchema } from "../../domain/schemas/search";
import { currentUser } from "../plugins/auth";
import { errorResponses } from "../crud/schemas";
import { forbidden, notFound } from "../errors";
import { dashboard } from "./dashboard";
import { REPORT_COMPUTATIONS } from "./reports";
import { resolveScope } from "./scope";
import { usersAnalytics } from "./users";

const PREFIX = analyticsModule.api.prefix;
const OK = "OK";

export async function analyticsRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const gate = base.authorize(analyticsModule.access.read);
  const zone = () => base.config.TRIP_TIME_ZONE;

  app.post(
    `${PREFIX}/dashboard`,
    {
      preParsing: gate,
      schema: {
        body: dashboardRequestSchema,
        response: { 200: envelopeSchema(dashboardSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await resolveScope(base.db, user, request.body.facilityId);
      return {
        code: 200,
        message: OK,
        data: await dashboard(base.db, scope, zone()),
      };
    },
  );

  app.post(
    `${PREFIX}/users`,
    {
      preParsing: base.authorize(ANALYTICS_USERS_ACCESS),
      schema: {
        body: z.strictObject({}),
        response: {
          200: envelopeSchema(usersAnalyticsSchema),
          ...errorResponses,
        },
      },
    },
    async () => ({
      code: 200,
      message: OK,
      data: await usersAnalytics(base.db, zone()),
    }),
  );

  app.post(
    `${PREFIX}/reports/:key`,
    {
      preParsing: gate,
      schema: {
        params: z.object({ key: z.string().max(100) }),
        body: analyticsReportRequestSchema,
        response: {
          200: envelopeSchema(analyticsReportSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const report = reportByKey(request.params.key);
      const compute = report && REPORT_COMPUTATIONS[report.key];
      if (!report || !compute)
        throw notFound(ANALYTICS_MESSAGES.reportNotFound);
      if (!report.facilityScoped && isFacilityScoped(user))
        throw forbidden(ANALYTICS_MESSAGES.operatorOnly);
      const { fromDate, toDate, facilityId } = request.body;
      // An operator-wide report counts the whole operation whatever facility is named.
      const scope = await resolveScope(
        base.db,
        user,
        report.facilityScoped ? facilityId : undefined,
      );
      const period = { fromDate, toDate };
      return {
        code: 200,
        message: OK,
        data: {
          key: report.key,
          group: report.group,
          ...period,
          facilityId: scope.facilityId,
          rows: await compute(base.db, period, zone(), scope),
        },
      };
    },
  );
}
