/**
 * The service organisation tests (issue 28): an in-memory store of organisations, service users,
 * API keys, their calls and facilities, and msw handlers speaking CONTRACT28's API over it. Calls are
 * recorded with their bodies; `refuse` forces an answer ("METHOD path" → [status, message?, errors?]).
 */
import { http, HttpResponse } from "msw";
import type { Facility } from "../../../domain/schemas/facility";
import type {
  ApiKeyCallRow,
  ApiKeyRow,
  ServiceOrganizationRow,
  ServiceUserRow,
} from "../../../domain/schemas/service";
import {
  buildApiKey,
  buildOrganization,
  buildServiceUser,
  NOW,
} from "./serviceRows";
import {
  API_KEY_PREFIX,
  isFacilityServiceRole,
  SERVICE_MESSAGES,
} from "../../../domain/schemas/service";
import {
  serviceOrganizationPath,
  serviceUserPath,
} from "../../../domain/modules/services";
import { renderApp } from "../../support/AppWrapper";
import { envelope, failure, paginate } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { buildFacilityRow } from "../../support/rowFactories";
import { signInAs } from "../../support/signedIn";
import type { Body, CallLog } from "../../support/recordedCalls";
import { recorded } from "../../support/recordedCalls";

export interface ServicesStore {
  /** Every request, with its body; forced answers. */
  log: CallLog;
  organizations: ServiceOrganizationRow[];
  users: ServiceUserRow[];
  keys: ApiKeyRow[];
  /** The record of calls, newest first as the server answers them. */
  record: ApiKeyCallRow[];
  facilities: Facility[];
  /** The whole key of each creation, as the server would answer it once. */
  issued: string[];
}

export function servicesStore(
  seed: Partial<ServicesStore> = {},
): ServicesStore {
  return {
    log: { calls: [], refuse: new Map() },
    record: [],
    organizations: [],
    users: [],
    keys: [],
    facilities: [],
    issued: [],
    ...seed,
  };
}

type Row = Record<string, unknown>;

/** The search's filters as the server reads them: top-level keys and getMany's array filters. */
function filtered<R extends object>(
  rows: R[],
  body: Body,
  fields: string[],
): R[] {
  const arrays = (body.additionalArrayFilters ?? {}) as Record<
    string,
    unknown[]
  >;
  return rows.filter((row) => {
    const r = row as Row;
    for (const f of fields)
      if (body[f] !== undefined && body[f] !== "" && r[f] !== body[f])
        return false;
    for (const [f, values] of Object.entries(arrays))
      if (!values.includes(r[f])) return false;
    return true;
  });
}

const page = <R extends object>(rows: R[], body: Body) =>
  HttpResponse.json(paginate(rows as Row[], body));

export function servicesHandlers(store: ServicesStore) {
  const { log } = store;
  const api = (path: string) => `/api${path}`;
  return [
    http.post(
      api("/service-organizations/search"),
      recorded(log, (body) =>
        page(filtered(store.organizations, body, ["kind", "active"]), body),
      ),
    ),
    http.post(
      api("/service-organizations/:id/calls/search"),
      recorded(log, (body) => {
        const rows = store.record.filter(
          (c) =>
            !body.outcome ||
            (body.outcome === "error" ? c.status >= 400 : c.status < 400),
        );
        return page(rows, { pageSize: 25, ...body });
      }),
    ),
    http.get(
      api("/service-organizations/:id"),
      recorded(log, (_b, { id }) => {
        const row = store.organizations.find((o) => o.id === id);
        return row ? envelope(row) : failure(404);
      }),
    ),
    http.post(
      api("/service-organizations"),
      recorded(log, (body) => {
        if (
          store.organizations.some(
            (o) => o.name === body.name && o.id !== body.serviceOrganizationId,
          )
        )
          return failure(409, SERVICE_MESSAGES.nameTaken, [
            { field: "name", message: SERVICE_MESSAGES.nameTaken },
          ]);
        const existing = store.organizations.find(
          (o) => o.id === body.serviceOrganizationId,
        );
        const row = buildOrganization({
          ...existing,
          ...(body as Partial<ServiceOrganizationRow>),
        });
        store.organizations = [
          ...store.organizations.filter((o) => o.id !== row.id),
          row,
        ];
        return existing
          ? envelope(row, 200, "Service Organization updated.")
          : envelope(row, 201, "New Service Organization added.");
      }),
    ),
    http.post(
      api("/service-users/search"),
      recorded(log, (body) =>
        page(
          filtered(store.users, body, ["serviceOrganizationId", "roleCode"]),
          body,
        ),
      ),
    ),
    http.get(
      api("/service-users/:id"),
      recorded(log, (_b, { id }) => {
        const row = store.users.find((u) => u.id === id);
        return row ? envelope(row) : failure(404);
      }),
    ),
    http.post(
      api("/service-users/:id/api-keys"),
      recorded(log, (body, { id }) => {
        const user = store.users.find((u) => u.id === id);
        if (!user) return failure(404);
        if (!user.active)
          return failure(422, SERVICE_MESSAGES.keyForInactiveUser);
        const secret = `${API_KEY_PREFIX}New1${"x".repeat(40)}`;
        const row = buildApiKey({
          serviceUserId: user.serviceUserId,
          serviceOrganizationId: user.serviceOrganizationId,
          name: String(body.name),
          prefix: `${API_KEY_PREFIX}New1`,
          createdAt: "2026-03-18T12:30:00.000Z",
        });
        store.keys = [row, ...store.keys];
        store.issued.push(secret);
        return envelope({ ...row, key: secret }, 201, "New API Key added.");
      }),
    ),
    http.post(
      api("/service-users"),
      recorded(log, (body) => {
        const role = String(body.roleCode ?? "");
        if (isFacilityServiceRole(role) && !body.facilityId)
          return failure(422, "Validation failed.", [
            { field: "facilityId", message: SERVICE_MESSAGES.facilityRequired },
          ]);
        const existing = store.users.find((u) => u.id === body.serviceUserId);
        const row = buildServiceUser({
          ...existing,
          ...(body as Partial<ServiceUserRow> & {
            serviceOrganizationId: string;
          }),
        });
        store.users = [...store.users.filter((u) => u.id !== row.id), row];
        return existing
          ? envelope(row, 200, "Service User updated.")
          : envelope(row, 201, "New Service User added.");
      }),
    ),
    http.post(
      api("/api-keys/search"),
      recorded(log, (body) =>
        page(
          filtered(store.keys, body, [
            "serviceOrganizationId",
            "serviceUserId",
          ]),
          body,
        ),
      ),
    ),
    http.post(
      api("/api-keys/:id/revoke"),
      recorded(log, (_b, { id }) => {
        const key = store.keys.find((k) => k.id === id);
        if (!key) return failure(404);
        if (key.status === "revoked")
          return failure(409, SERVICE_MESSAGES.keyRevoked);
        const row = { ...key, status: "revoked" as const, revokedAt: NOW };
        store.keys = store.keys.map((k) => (k.id === id ? row : k));
        return envelope(row, 200, "API Key revoked.");
      }),
    ),
    http.post(
      api("/facilities/search"),
      recorded(log, (body) => page(filtered(store.facilities, body, []), body)),
    ),
  ];
}

/** The seed most tests start from: one organisation, its bot (a customer) and one used key. */
export function seedServices(): ServicesStore {
  const org = buildOrganization({ name: "Acme Brokerage", userCount: 1 });
  const bot = buildServiceUser({
    serviceOrganizationId: org.serviceOrganizationId,
    name: "Booking bot",
    activeKeyCount: 1,
  });
  const key = buildApiKey({
    serviceUserId: bot.serviceUserId,
    serviceOrganizationId: org.serviceOrganizationId,
    name: "Production",
    prefix: "nemt_sk_Old1",
    lastUsedAt: "2026-03-18T11:00:00.000Z",
    lastUsedAddress: "203.0.113.7",
  });
  const facility = buildFacilityRow({ facilityName: "Riverside Care Home" });
  return servicesStore({
    organizations: [org],
    users: [bot],
    keys: [key],
    facilities: [facility],
  });
}

/** The calls of one method and path (without /api), in order. */
export const servicesCalls = (
  store: ServicesStore,
  method: string,
  path: string,
) => store.log.calls.filter((c) => c.method === method && c.path === path);

export const organizationPageOf = (s: ServicesStore) =>
  serviceOrganizationPath(s.organizations[0].serviceOrganizationId);
export const userPageOf = (s: ServicesStore) =>
  serviceUserPath(s.users[0].serviceUserId, s.organizations[0].id);

/**
 * A test file's msw server (call at its top level) and `open`: an administrator signed in, the
 * services' handlers over the store, the app at the store's URL.
 */
export function setupServicePages() {
  const { fake, server, start } = setupFakeServer();
  return (url: (s: ServicesStore) => string, store = seedServices()) => {
    signInAs(fake.api, "systemadmin");
    start();
    server.use(...servicesHandlers(store));
    renderApp(url(store));
    return store;
  };
}
