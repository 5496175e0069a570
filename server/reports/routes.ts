/**
 * Transport reports (issue 12): POST /reports/transport/trips, /revenue and /rates, each {fromDate,
 * toDate} → one report, for whoever the reports module's access rule admits (the route's reading of
 * §6: administrators). The page draws each answer and writes its CSV from it.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  reportsModule,
  TRANSPORT_REPORTS_API,
} from "../../domain/modules/reports";
import type { ReportPeriod } from "../../domain/schemas/report";
import {
  ratesReportSchema,
  REPORT_MESSAGES,
  reportPeriodSchema,
  revenueReportSchema,
  tripsReportSchema,
} from "../../domain/schemas/report";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses } from "../crud/schemas";
import type { Db } from "../db/client";
import { ratesReport, revenueReport, tripsReport } from "./transportReports";

type Compute = (
  db: Db,
  period: ReportPeriod,
  timeZone: string,
) => Promise<unknown>;

export async function reportRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const gate = base.authorize(reportsModule.access.read);

  // The answer's schema checks what each computation returns (it is the serializer's allowlist).
  function report(name: string, answer: z.ZodType, compute: Compute) {
    app.post(
      `${TRANSPORT_REPORTS_API}/${name}`,
      {
        preParsing: gate,
        schema: {
          body: reportPeriodSchema,
          response: { 200: envelopeSchema(answer), ...errorResponses },
        },
      },
      async (request) => ({
        code: 200,
        message: REPORT_MESSAGES.ready,
        data: await compute(base.db, request.body, base.config.TRIP_TIME_ZONE),
      }),
    );
  }

  report("trips", tripsReportSchema, tripsReport);
  report("revenue", revenueReportSchema, revenueReport);
  report("rates", ratesReportSchema, ratesReport);
}
