/**
 * GET /map-settings (any signed-in user, issue 10): where the maps take their tiles from and the
 * attribution the provider requires, from the configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses } from "../crud/schemas";

export const mapSettingsSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
});

export async function mapSettingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/map-settings",
    {
      preParsing: base.authorize(),
      schema: {
        response: { 200: envelopeSchema(mapSettingsSchema), ...errorResponses },
      },
    },
    async () => ({
      code: 200,
      message: "Map settings.",
      data: {
        tileUrl: base.config.MAP_TILE_URL,
        attribution: base.config.MAP_TILE_ATTRIBUTION,
      },
    }),
  );
}
