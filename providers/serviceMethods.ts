/**
 * Service organisations' calls beyond §7's four (issue 28): a service user's new API key (answered
 * in clear this once), a key's revocation, and an organisation's record of calls. Organisations,
 * service users and keys themselves go through the generic four ("admin/services", "service-users",
 * "api-keys").
 *
 * | Method             | Call                                                                                  |
 * |--------------------|---------------------------------------------------------------------------------------|
 * | createApiKey       | POST /service-users/{serviceUserId}/api-keys {name, expiresInDays} → 201 {message, data: CreatedApiKey} |
 * | revokeApiKey       | POST /api-keys/{apiKeyId}/revoke {} → {message, data: ApiKeyRow}                      |
 * | searchApiKeyCalls  | POST /service-organizations/{serviceOrganizationId}/calls/search → §3 envelope of ApiKeyCallRow |
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import { adminServicesModule } from "../domain/modules/adminServices";
import { apiKeysModule, serviceUsersModule } from "../domain/modules/services";
import type { Envelope, Paginated } from "../domain/schemas/search";
import type {
  ApiKeyCallRow,
  ApiKeyCallSearch,
  ApiKeyCreate,
  ApiKeyRow,
  CreatedApiKey,
} from "../domain/schemas/service";
import type { DataProvider } from "react-admin";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";

/** What a write answered: the server's own message (the toast) and the row. */
export interface ServiceAnswer<T> {
  message: string;
  data: T;
}

export interface ServiceMethods {
  /** `data.key` is the whole key: shown once, never answered again. */
  createApiKey(
    serviceUserId: string,
    body: ApiKeyCreate,
  ): Promise<ServiceAnswer<CreatedApiKey>>;
  revokeApiKey(apiKeyId: string): Promise<ServiceAnswer<ApiKeyRow>>;
  /** Newest first, one page of the §3 envelope. */
  searchApiKeyCalls(
    serviceOrganizationId: string,
    request: ApiKeyCallSearch,
    signal?: AbortSignal,
  ): Promise<Paginated<ApiKeyCallRow>>;
}

/** The data provider as the service pages use it (the app's, with these methods composed in). */
export type ServiceDataProvider = DataProvider & ServiceMethods;

const path = (id: string) => `/${encodeURIComponent(id)}`;

export function serviceMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): ServiceMethods {
  const users = `${apiUrl}${serviceUsersModule.api.prefix}`;
  const keys = `${apiUrl}${apiKeysModule.api.prefix}`;
  const organizations = `${apiUrl}${adminServicesModule.api.prefix}`;
  // The record is a search like any list's: its refusal reads "API Key Call search failed: …" (§8).
  const searchFailed = FAILURE_PREFIXES.search("API Key Call");
  return {
    async createApiKey(serviceUserId, body) {
      const answer = await httpClient<Envelope<CreatedApiKey>>(
        `${users}${path(serviceUserId)}/api-keys`,
        { method: "POST", body },
      );
      return { message: answer.message, data: answer.data };
    },
    async revokeApiKey(apiKeyId) {
      const answer = await httpClient<Envelope<ApiKeyRow>>(
        `${keys}${path(apiKeyId)}/revoke`,
        { method: "POST", body: {} },
      );
      return { message: answer.message, data: answer.data };
    },
    async searchApiKeyCalls(serviceOrganizationId, request, signal) {
      try {
        return await httpClient<Paginated<ApiKeyCallRow>>(
          `${organizations}${path(serviceOrganizationId)}/calls/search`,
          { method: "POST", body: request, signal },
        );
      } catch (error) {
        throw withFailurePrefix(error, searchFailed);
      }
    },
  };
}
