/**
 * The service organisations' calls beyond the generic four (issue 28), administrators only:
 * - POST /service-users/{serviceUserId}/api-keys {name, expiresInDays}: a new key, answered once in
 *   clear and stored as its SHA-256 (./keyWrites.ts);
 * - POST /api-keys/{apiKeyId}/revoke: refused from its next call on, in every process;
 * - POST /service-organizations/{serviceOrganizationId}/calls/search: the organisation's call record,
 *   newest first (./callSearch.ts).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminServicesModule } from "../../domain/modules/adminServices";
import {
  apiKeysModule,
  serviceUsersModule,
} from "../../domain/modules/services";
import {
  apiKeyCallRowSchema,
  apiKeyCallSearchSchema,
  apiKeyCreateSchema,
  apiKeyRowSchema,
  createdApiKeySchema,
} from "../../domain/schemas/service";
import {
  envelopeSchema,
  paginatedEnvelopeSchema,
} from "../../domain/schemas/search";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import { currentUser } from "../plugins/auth";
import { searchCalls } from "./callSearch";
import { createApiKey, revokeApiKey } from "./keyWrites";

export async function serviceRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${serviceUsersModule.api.prefix}/:id/api-keys`,
    {
      preParsing: base.authorize(serviceUsersModule.access.write),
      schema: {
        description:
          "A new API key for the service user: the key is in this answer only, never stored or shown again.",
        params: idParamsSchema,
        body: apiKeyCreateSchema,
        response: {
          201: envelopeSchema(createdApiKeySchema),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(
        base,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({
        code: 201,
        message: `New ${apiKeysModule.api.entity} added.`,
        data: created,
      });
    },
  );

  app.post(
    `${apiKeysModule.api.prefix}/:id/revoke`,
    {
      preParsing: base.authorize(apiKeysModule.access.write),
      schema: {
        description:
          "Revokes the key: every later call with it is answered 401, in every process.",
        params: idParamsSchema,
        body: z.strictObject({}),
        response: { 200: envelopeSchema(apiKeyRowSchema), ...errorResponses },
      },
    },
    async (request) => ({
      code: 200,
      message: `${apiKeysModule.api.entity} revoked.`,
      data: await revokeApiKey(base, currentUser(request), request.params.id),
    }),
  );

  app.post(
    `${adminServicesModule.api.prefix}/:id/calls/search`,
    {
      preParsing: base.authorize(adminServicesModule.access.read),
      schema: {
        description:
          "The organisation's record of API key calls (method, path, status, address, time), newest first.",
        params: idParamsSchema,
        body: apiKeyCallSearchSchema,
        response: {
          200: paginatedEnvelopeSchema(apiKeyCallRowSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => searchCalls(base.db, request.params.id, request.body),
  );
}
