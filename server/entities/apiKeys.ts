/**
 * API keys (issue 28): read-only generic calls under /api-keys (search, get), administrators only.
 * A row never carries the key, only its first characters; the key is answered once, by the create
 * (POST /service-users/{id}/api-keys), and revoked by POST /api-keys/{id}/revoke (server/services).
 */
import { z } from "zod";
import { apiKeysModule } from "../../domain/modules/services";
import { apiKeyRowSchema } from "../../domain/schemas/service";
import { defineEntity } from "../crud/entity";
import { apiKeys } from "../db/schema";
import { toApiKeyRow } from "../services/keys";

export const apiKeyEntity = defineEntity({
  entity: apiKeysModule.api.entity,
  prefix: apiKeysModule.api.prefix,
  table: apiKeys,
  idColumn: apiKeys.id,
  idField: apiKeysModule.api.idField,
  rowSchema: apiKeyRowSchema,
  bodySchema: z.object({}),
  toRow: (record) => toApiKeyRow(record),
  toValues: () => ({}),
  sortable: {
    createdAt: apiKeys.createdAt,
    name: apiKeys.name,
    expiresAt: apiKeys.expiresAt,
    lastUsedAt: apiKeys.lastUsedAt,
  },
  defaultSort: "createdAt",
  filters: {
    serviceOrganizationId: {
      kind: "uuid",
      column: apiKeys.serviceOrganizationId,
    },
    serviceUserId: { kind: "uuid", column: apiKeys.serviceUserId },
  },
  dateColumn: apiKeys.createdAt,
  access: apiKeysModule.access,
  readOnly: true,
  // The export names keys and their state; never their hash.
  csvColumns: [
    "name",
    "prefix",
    "status",
    "serviceUserId",
    "expiresAt",
    "revokedAt",
    "lastUsedAt",
    "lastUsedAddress",
    "createdAt",
  ],
});
