/**
 * Creating and revoking API keys (issue 28). The key is generated here, answered once and stored
 * only as its SHA-256; both writes are activities of the key (never with its hash).
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type {
  ApiKeyCreate,
  ApiKeyRow,
  CreatedApiKey,
} from "../../domain/schemas/service";
import { SERVICE_MESSAGES } from "../../domain/schemas/service";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import { hashToken } from "../auth/secrets";
import { apiKeys, users } from "../db/schema";
import { conflict, notFound, unprocessable } from "../errors";
import { generateApiKey, shownPrefix, toApiKeyRow } from "./keys";

const DAY_MS = 86_400_000;
const uuid = z.uuid();
const USER_NOT_FOUND = "Service User not found.";
const KEY_NOT_FOUND = "API Key not found.";

/** What the activity record keeps of a key: never its hash. */
const described = (key: typeof apiKeys.$inferSelect) => ({
  name: key.name,
  prefix: key.prefix,
  serviceUserId: key.serviceUserId,
  expiresAt: key.expiresAt,
  revokedAt: key.revokedAt,
});

export async function createApiKey(
  app: FastifyInstance,
  actor: AuthUser,
  serviceUserId: string,
  body: Required<Pick<ApiKeyCreate, "name">> & { expiresInDays: number },
): Promise<CreatedApiKey> {
  const [owner] = uuid.safeParse(serviceUserId).success
    ? await app.db
        .select()
        .from(users)
        .where(
          and(
            eq(users.id, serviceUserId),
            isNotNull(users.serviceOrganizationId),
          ),
        )
        .limit(1)
    : [];
  if (!owner?.serviceOrganizationId) throw notFound(USER_NOT_FOUND);
  if (!owner.active) throw unprocessable(SERVICE_MESSAGES.keyForInactiveUser);
  const key = generateApiKey();
  const organizationId = owner.serviceOrganizationId;
  const record = await app.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        serviceUserId: owner.id,
        serviceOrganizationId: organizationId,
        name: body.name,
        prefix: shownPrefix(key),
        keyHash: hashToken(key),
        expiresAt: new Date(Date.now() + body.expiresInDays * DAY_MS),
        createdByUserId: actor.userId,
      })
      .returning();
    await recordActivity(tx, {
      modelType: "apiKey",
      modelId: inserted.id,
      action: "created",
      actor,
      before: null,
      after: described(inserted),
    });
    return inserted;
  });
  return { ...toApiKeyRow(record), key };
}

export async function revokeApiKey(
  app: FastifyInstance,
  actor: AuthUser,
  apiKeyId: string,
): Promise<ApiKeyRow> {
  return app.db.transaction(async (tx) => {
    const [existing] = uuid.safeParse(apiKeyId).success
      ? await tx
          .select()
          .from(apiKeys)
          .where(eq(apiKeys.id, apiKeyId))
          .for("update")
          .limit(1)
      : [];
    if (!existing) throw notFound(KEY_NOT_FOUND);
    if (existing.revokedAt) throw conflict(SERVICE_MESSAGES.keyRevoked);
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(), revokedByUserId: actor.userId })
      .where(and(eq(apiKeys.id, existing.id), isNull(apiKeys.revokedAt)))
      .returning();
    await recordActivity(tx, {
      modelType: "apiKey",
      modelId: revoked.id,
      action: "revoked",
      actor,
      before: described(existing),
      after: described(revoked),
    });
    return toApiKeyRow(revoked);
  });
}
