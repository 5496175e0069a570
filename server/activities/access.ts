/**
 * The access half of the activity record (issue 11, HIPAA 164.312(b)): each read of a record that
 * holds patient data, by id, and each export of such a list, with who, when, which record (none for
 * an export) and from where. Changes are recorded by ./record.ts; both land in the one append-only
 * table. Nothing of the record's content is written: an export notes its row count and the names of
 * the filters it used, never their values (a search term may be a patient's name).
 */
import type { FastifyRequest } from "fastify";
import type { ACCESS_ACTIONS } from "../../domain/schemas/activity";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { activities } from "../db/schema";
import { actorNameOf } from "./record";

export interface AccessEntry {
  modelType: string;
  /** The record read; null for an export. */
  modelId: string | null;
  action: (typeof ACCESS_ACTIONS)[number];
  note?: string;
}

export async function recordAccess(
  db: Db,
  request: FastifyRequest,
  actor: AuthUser,
  entry: AccessEntry,
): Promise<void> {
  await db.insert(activities).values({
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

/** An export's note: how many rows and which filters, by name only. */
export function exportNote(
  total: number,
  request: Record<string, unknown>,
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
  return `${total} rows${names.length ? `; filters: ${names.join(", ")}` : ""}`;
}
