/**
 * Service organisations, their users and API keys (issue 28). A service user is an outside system's
 * account with one role of §6 (never systemadmin; a facility for the facility roles) that acts only
 * through its keys: `Authorization: Bearer <key>` gets exactly that role's privileges and scoping.
 */
import { z } from "zod";
import { MESSAGES, emailSchema, requiredText } from "./common";
import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_MAX_DAYS,
  API_KEY_NAME_MAX,
  isFacilityServiceRole,
  SERVICE_MESSAGES,
  SERVICE_NAME_MAX,
  SERVICE_NOTES_MAX,
  SERVICE_ORGANIZATION_KINDS,
  SERVICE_ROLES,
} from "./serviceConstants";

export * from "./serviceConstants";

/** POST /service-organizations (serviceOrganizationId present → update). */
export const serviceOrganizationUpsertSchema = z.object({
  serviceOrganizationId: z.uuid().optional(),
  name: requiredText(SERVICE_NAME_MAX),
  kind: z.enum(SERVICE_ORGANIZATION_KINDS, { error: SERVICE_MESSAGES.kind }),
  contactEmail: z
    .union([z.literal("").transform(() => null), emailSchema])
    .nullish()
    .transform((v) => v ?? null),
  notes: z
    .string()
    .trim()
    .max(SERVICE_NOTES_MAX, MESSAGES.tooLong(SERVICE_NOTES_MAX))
    .default(""),
  active: z.boolean().default(true),
});
export type ServiceOrganizationUpsert = z.input<
  typeof serviceOrganizationUpsertSchema
>;

export const serviceOrganizationRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  serviceOrganizationId: z.string(),
  name: z.string(),
  kind: z.string(),
  contactEmail: z.string().nullable(),
  notes: z.string(),
  active: z.boolean(),
  /** Its service users, and their keys neither revoked nor expired. */
  userCount: z.number(),
  activeKeyCount: z.number(),
  /** The last call any of its keys made (null: never). */
  lastCallAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceOrganizationRow = z.infer<
  typeof serviceOrganizationRowSchema
>;

/**
 * POST /service-users (serviceUserId present → update; the organisation is then fixed). Only the
 * facility roles are scoped to a facility: the server stores none for another role.
 */
export const serviceUserUpsertSchema = z
  .object({
    serviceUserId: z.uuid().optional(),
    serviceOrganizationId: z.uuid({
      error: SERVICE_MESSAGES.organizationNotFound,
    }),
    name: requiredText(SERVICE_NAME_MAX),
    roleCode: z.enum(SERVICE_ROLES, { error: SERVICE_MESSAGES.role }),
    facilityId: z.uuid({ error: SERVICE_MESSAGES.facilityNotFound }).nullish(),
    active: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (isFacilityServiceRole(b.roleCode) && !b.facilityId)
      ctx.addIssue({
        code: "custom",
        path: ["facilityId"],
        message: SERVICE_MESSAGES.facilityRequired,
      });
  });
export type ServiceUserUpsert = z.input<typeof serviceUserUpsertSchema>;

export const serviceUserRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  serviceUserId: z.string(),
  serviceOrganizationId: z.string(),
  name: z.string(),
  roleCode: z.string(),
  facilityId: z.string().nullable(),
  active: z.boolean(),
  activeKeyCount: z.number(),
  /** The last time any of its keys was used (null: never). */
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceUserRow = z.infer<typeof serviceUserRowSchema>;

export const API_KEY_STATUSES = ["active", "expired", "revoked"] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const apiKeyRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  apiKeyId: z.string(),
  serviceUserId: z.string(),
  serviceOrganizationId: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; never enough to use one. */
  prefix: z.string(),
  status: z.enum(API_KEY_STATUSES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;

/** POST /service-users/{serviceUserId}/api-keys: a new key, answered once in clear. */
export const apiKeyCreateSchema = z.object({
  name: requiredText(API_KEY_NAME_MAX),
  expiresInDays: z
    .number({ error: SERVICE_MESSAGES.expiry })
    .int(SERVICE_MESSAGES.expiry)
    .min(1, SERVICE_MESSAGES.expiry)
    .max(API_KEY_MAX_DAYS, SERVICE_MESSAGES.expiry)
    .default(API_KEY_DEFAULT_DAYS),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** The create's answer: the row and, this once, the key itself. */
export const createdApiKeySchema = apiKeyRowSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyCallRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  apiKeyId: z.string(),
  serviceUserId: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  address: z.string().nullable(),
  durationMs: z.number(),
  at: z.string(),
});
export type ApiKeyCallRow = z.infer<typeof apiKeyCallRowSchema>;

/**
 * POST /service-organizations/{serviceOrganizationId}/calls/search: the §3 paginated request (sorted
 * by time only, newest first unless sortDescending is false; searchTerm matches the path) and the
 * record's own filters. Strict: an unknown field is refused, never ignored.
 */
export const apiKeyCallSearchSchema = z.strictObject({
  pageNumber: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
  sortBy: z.enum(["at"]).optional(),
  sortDescending: z.boolean().default(true),
  searchTerm: z.string().trim().max(200).optional(),
  apiKeyId: z.uuid().optional(),
  serviceUserId: z.uuid().optional(),
  /** "success" (below 400) or "error" (400 and above). */
  outcome: z.enum(["success", "error"]).optional(),
});
export type ApiKeyCallSearch = z.input<typeof apiKeyCallSearchSchema>;
