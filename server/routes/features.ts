import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PRIVILEGES } from "../../domain/privileges";
import {
  featureSchema,
  featureToggleSchema,
  featureTogglesRequestSchema,
  featureToggleStateSchema,
} from "../../domain/schemas/feature";
import { errorResponses } from "../crud/schemas";
import { features } from "../db/schema";
import { toFeature } from "../entities/features";
import { notFound } from "../errors";
import { PUBLIC } from "../plugins/routeAccess";

export async function featureToggleRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Public: the landing and sign-in pages need the classification banner's state too.
  app.post(
    "/featuretoggles",
    {
      config: { access: PUBLIC },
      schema: {
        body: featureTogglesRequestSchema,
        response: {
          200: z.object({
            code: z.number(),
            message: z.string(),
            data: z.array(featureToggleStateSchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const codes = [...new Set(request.body.codes)];
      const found = codes.length
        ? await base.db
            .select({ code: features.code, active: features.active })
            .from(features)
            .where(inArray(features.code, codes))
        : [];
      const byCode = new Map(found.map((f) => [f.code, f.active]));
      // An unknown code yields an inactive default (§3).
      return {
        code: 200,
        message: "OK",
        data: codes.map((code) => ({
          featureCode: code,
          active: byCode.get(code) ?? false,
        })),
      };
    },
  );

  app.post(
    "/features/toggle",
    {
      preParsing: base.authorize({ privileges: [PRIVILEGES.modifyFeatures] }),
      schema: {
        body: featureToggleSchema,
        response: {
          200: z.object({
            code: z.number(),
            message: z.string(),
            data: featureSchema,
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const [updated] = await base.db
        .update(features)
        .set({ active: request.body.active })
        .where(eq(features.code, request.body.code))
        .returning();
      if (!updated) throw notFound("Feature not found.");
      return {
        code: 200,
        message: "Feature updated.",
        data: toFeature(updated),
      };
    },
  );
}
