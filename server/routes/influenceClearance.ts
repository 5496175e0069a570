/**
 * POST /drivers/influence-status-records/clear {driverId, reason}: a data admin (modify-drivers)
 * clears a driver's statements of being under the influence made today, so the driver may go online
 * again (issue 8). Who, when and why are kept on each cleared statement.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { influenceStatusRecordsModule } from "../../domain/modules/drivers";
import { PRIVILEGES } from "../../domain/privileges";
import {
  DRIVER_STATUS_MESSAGES as M,
  influenceClearRequestSchema,
  influenceStatusRecordSchema,
} from "../../domain/schemas/driverStatus";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses } from "../crud/schemas";
import { drivers } from "../db/schema";
import { clearStatementsToday } from "../drivers/influenceStatement";
import { influenceStatusRecordEntity } from "../entities/driverStatusRecords";
import { conflict, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";

export const INFLUENCE_CLEAR_PATH = `${influenceStatusRecordsModule.api.prefix}/clear`;

export async function influenceClearanceRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    INFLUENCE_CLEAR_PATH,
    {
      // A driver holds no modify-drivers: nobody clears their own statement.
      preParsing: base.authorize({ privileges: [PRIVILEGES.modifyDrivers] }),
      schema: {
        body: influenceClearRequestSchema,
        response: {
          200: envelopeSchema(z.array(influenceStatusRecordSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { driverId, reason } = request.body;
      const [driver] = await base.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.id, driverId))
        .limit(1);
      if (!driver)
        throw unprocessable(`driverId: ${M.driverNotFound}`, [
          { field: "driverId", message: M.driverNotFound },
        ]);
      const cleared = await clearStatementsToday(
        base.db,
        driverId,
        currentUser(request).userId,
        reason,
      );
      if (cleared.length === 0) throw conflict(M.nothingToClear);
      return {
        code: 200,
        message: M.cleared,
        data: cleared.map((r) =>
          influenceStatusRecordSchema.parse(
            influenceStatusRecordEntity.toRow(r),
          ),
        ),
      };
    },
  );
}
