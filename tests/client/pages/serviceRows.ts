/**
 * Rows of the service organisation tests (issue 28): organisations, service users, API keys and
 * calls as the server answers them, and the seed most tests start from.
 */
import type {
  ApiKeyCallRow,
  ApiKeyRow,
  ServiceOrganizationRow,
  ServiceUserRow,
} from "../../../domain/schemas/service";
import { API_KEY_PREFIX } from "../../../domain/schemas/service";

export const NOW = "2026-03-18T12:00:00.000Z";
let n = 0;
export const serviceUuid = () =>
  `5e700000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

const ids = (field: string, id: string) => ({ _id: id, id, [field]: id });

export function buildOrganization(
  overrides: Partial<ServiceOrganizationRow> = {},
): ServiceOrganizationRow {
  const id = overrides.serviceOrganizationId ?? serviceUuid();
  return {
    ...ids("serviceOrganizationId", id),
    serviceOrganizationId: id,
    id,
    name: "Acme Brokerage",
    kind: "broker",
    contactEmail: "ops@acme.example",
    notes: "",
    active: true,
    userCount: 0,
    activeKeyCount: 0,
    lastCallAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildServiceUser(
  overrides: Partial<ServiceUserRow> & { serviceOrganizationId: string },
): ServiceUserRow {
  const id = overrides.serviceUserId ?? serviceUuid();
  return {
    _id: id,
    id,
    serviceUserId: id,
    name: "Booking bot",
    roleCode: "customer",
    facilityId: null,
    active: true,
    activeKeyCount: 0,
    lastUsedAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildApiKey(
  overrides: Partial<ApiKeyRow> & {
    serviceUserId: string;
    serviceOrganizationId: string;
  },
): ApiKeyRow {
  const id = overrides.apiKeyId ?? serviceUuid();
  return {
    _id: id,
    id,
    apiKeyId: id,
    name: "Production",
    prefix: `${API_KEY_PREFIX}Old1`,
    status: "active",
    expiresAt: "2026-06-16T12:00:00.000Z",
    revokedAt: null,
    lastUsedAt: null,
    lastUsedAddress: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildCall(
  index: number,
  key: ApiKeyRow,
  overrides: Partial<ApiKeyCallRow> = {},
): ApiKeyCallRow {
  const id = serviceUuid();
  return {
    _id: id,
    id,
    apiKeyId: key.apiKeyId,
    serviceUserId: key.serviceUserId,
    method: "GET",
    path: `/api/trips/${index}`,
    status: 200,
    address: "203.0.113.7",
    durationMs: 12,
    at: new Date(Date.parse(NOW) - index * 60_000).toISOString(),
    ...overrides,
  };
}
