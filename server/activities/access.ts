/**
 * The access half of the activity record (issues 11 and 21, HIPAA 164.312(b)): each read of a record
 * that holds patient data, by id, each search of the patients and trips, each export of any list,
 * each file handed out (an invoice's PDF or 837P claim, a trip document) and each refused attempt on
 * a patient or a trip, with who, when, which record (none for a list) and from where. Changes are
 * recorded by ./record.ts; both land in the one append-only table. Nothing of the record's content
 * is written: a list notes its row count and the names of the filters it used, never their values
 * (a search term may be a patient's name).
 */
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  onErrorAsyncHookHandler,
} from "fastify";
import { z } from "zod";
import type { ACCESS_ACTIONS } from "../../domain/schemas/activity";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { accessWriterOf } from "./accessWriter";
import { actorNameOf } from "./record";

export interface AccessEntry {
  modelType: string;
  /** The record read; null for a list (a search, an export). */
  modelId: string | null;
  action: (typeof ACCESS_ACTIONS)[number];
  note?: string;
}

/**
 * Writes the record of an access; the caller answers only once it is stored (a failure fails the
 * call: nothing is disclosed unrecorded, HIPAA 164.312(b)). Records of concurrent calls share one
 * statement and one commit (./accessWriter.ts), so a busy list pays one write for many pages.
 */
export function recordAccess(
  db: Db,
  request: FastifyRequest,
  actor: AuthUser,
  entry: AccessEntry,
): Promise<void> {
  return accessWriterOf(db).write({
    modelType: entry.modelType,
    modelId: entry.modelId,
    action: entry.action,
    actorUserId: actor.userId,
    actorName: actorNameOf(actor),
    screen: "api",
    note: entry.note ?? null,
    ipAddress: request.ip,
  });
}

/** Keys of a search request that shape the page, not the rows. */
const PAGING = new Set(["pageNumber", "pageSize", "sortBy", "sortDescending"]);
const FILTER_MAPS = new Set([
  "additionalStringFilters",
  "additionalNumericFilters",
  "additionalBooleanFilters",
  "additionalArrayFilters",
  "dateFilterRequest",
]);
const given = (v: unknown) => v !== undefined && v !== null && v !== "";

/**
 * The note of an access to rows: what was read (when the action does not say), how many rows and
 * which filters, by name only: "positions; 12 rows; filters: since".
 */
export function accessNote(
  rows: number,
  request: Record<string, unknown> = {},
  what?: string,
): string {
  const used = new Set<string>();
  for (const [key, value] of Object.entries(request)) {
    if (PAGING.has(key) || !given(value)) continue;
    if (FILTER_MAPS.has(key) && typeof value === "object")
      for (const [k, v] of Object.entries(value as object))
        if (given(v)) used.add(k);
    if (!FILTER_MAPS.has(key)) used.add(key);
  }
  const names = [...used].sort();
  return `${what ? `${what}; ` : ""}${rows} rows${names.length ? `; filters: ${names.join(", ")}` : ""}`;
}

const uuid = z.uuid();

/**
 * A route's onError hook recording a refused attempt on a record of this model type: a 403 (the
 * privilege gate) or a 404 (out of the caller's scope, or no such record) answered to a signed-in
 * user. The record holds the route, never the request's values; the id only when it is one.
 * Nothing was disclosed, so a failure to write it is logged (at error level), not answered.
 */
export function recordRefusals(
  db: Db,
  modelType: string,
): onErrorAsyncHookHandler {
  return async (
    request: FastifyRequest,
    _reply: FastifyReply,
    error: FastifyError,
  ) => {
    const status = error.statusCode;
    if ((status !== 403 && status !== 404) || !request.user) return;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    try {
      await recordAccess(db, request, request.user, {
        modelType,
        modelId: uuid.safeParse(id).success ? (id as string) : null,
        action: "refused",
        note: `${status} ${request.method} ${request.routeOptions.url ?? ""}`,
      });
    } catch (e) {
      request.log.error(
        { err: e, modelType, status },
        "The access record of a refused attempt could not be written",
      );
    }
  };
}

/** The model type an entity's accesses are recorded under: its own, else its name ("Payment Record": "payment-record"). */
export const modelTypeOf = (config: {
  entity: string;
  auditAccess?: { modelType: string };
}): string =>
  config.auditAccess?.modelType ??
  config.entity
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
