/**
 * Service organisations' test helpers (issue 28): organisations and service users inserted
 * directly, keys issued through the API (the only way a key exists in clear) or inserted with a
 * chosen expiry, and the headers a key caller sends.
 */
import { randomUUID } from "node:crypto";
import { hashToken } from "../../../server/auth/secrets";
import type { Db } from "../../../server/db/client";
import {
  apiKeys,
  serviceOrganizations,
  users,
} from "../../../server/db/schema";
import { generateApiKey, shownPrefix } from "../../../server/services/keys";
import type { Headers } from "./api";
import { post } from "./api";
import type { TestApp } from "./testApp";

export async function buildServiceOrganization(
  db: Db,
  values: Partial<typeof serviceOrganizations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(serviceOrganizations)
    .values({ name: `Broker ${randomUUID()}`, kind: "broker", ...values })
    .returning();
  return row;
}

export async function buildServiceUser(
  db: Db,
  values: {
    serviceOrganizationId: string;
    role: string;
    facilityId?: string | null;
    active?: boolean;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: `service-${randomUUID()}@services.invalid`,
      firstName: "Discharge sync",
      lastName: "",
      roles: [values.role],
      facilityId: values.facilityId ?? null,
      active: values.active ?? true,
      serviceOrganizationId: values.serviceOrganizationId,
    })
    .returning();
  return row;
}

/** A key inserted directly (for an expired one); answers the key in clear and its row. */
export async function insertKey(
  db: Db,
  owner: { id: string; serviceOrganizationId: string | null },
  values: Partial<typeof apiKeys.$inferInsert> = {},
) {
  const key = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      serviceUserId: owner.id,
      serviceOrganizationId: owner.serviceOrganizationId!,
      name: "Test key",
      prefix: shownPrefix(key),
      keyHash: hashToken(key),
      expiresAt: new Date(Date.now() + 86_400_000),
      ...values,
    })
    .returning();
  return { key, row };
}

/** A key issued through the API by an administrator; answers the key in clear and the answer. */
export async function issueKey(
  t: TestApp,
  admin: Headers,
  serviceUserId: string,
  body: Record<string, unknown> = { name: "Production" },
) {
  const res = await post(
    t,
    `/api/service-users/${serviceUserId}/api-keys`,
    body,
    admin,
  );
  if (res.statusCode !== 201) throw new Error(`issueKey: ${res.body}`);
  const data = res.json().data as { key: string; apiKeyId: string };
  return { key: data.key, apiKeyId: data.apiKeyId, res };
}

export const keyHeaders = (key: string): Headers => ({
  authorization: `Bearer ${key}`,
});
