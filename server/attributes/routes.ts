/**
 * POST /attributes/for-entity {entityType}: the active attributes of one kind of record, in position
 * order, each with its choices (retired choices included, marked). Every signed-in user who fills a
 * patient, trip, vehicle, driver or facility form reads them; the generic four under /attributes
 * stay with modify-attributes.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { attributesModule } from "../../domain/modules/attributes";
import {
  ATTRIBUTE_ENTITY_TYPES,
  ATTRIBUTE_MESSAGES,
  attributeRowSchema,
} from "../../domain/schemas/attribute";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses } from "../crud/schemas";
import { loadDefinitions, toAttributeRow } from "./definitions";

export const forEntityRequestSchema = z.object({
  entityType: z.enum(ATTRIBUTE_ENTITY_TYPES, {
    error: ATTRIBUTE_MESSAGES.entityType,
  }),
});

export function attributeRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${attributesModule.api.prefix}/for-entity`,
    {
      // Any signed-in user: the forms of five modules read the definitions.
      preParsing: base.authorize({}),
      schema: {
        description:
          "The active attributes of one kind of record, in position order, with their choices.",
        body: forEntityRequestSchema,
        response: {
          200: envelopeSchema(z.array(attributeRowSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const definitions = await loadDefinitions(
        base.db,
        request.body.entityType,
      );
      return {
        code: 200,
        message: "OK",
        data: definitions.map((d) => toAttributeRow(d, d.choices)),
      };
    },
  );
}
