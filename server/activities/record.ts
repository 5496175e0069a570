/**
 * Writes one row of the app-wide change record (issue 9): who changed which record, when, from
 * which screen, each changed field before and after, and where when a position was given. Call it
 * with the write's transaction so the record stands or falls with the change.
 */
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { activities } from "../db/schema";

export interface ActivityChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface ActivityEntry {
  modelType: string;
  modelId: string;
  /** created, updated, deleted, or the lifecycle event (confirm, begin, …). */
  action: string;
  /** null: the system (a background job, the seed). */
  actor: AuthUser | null;
  screen?: string | null;
  /** The record before the change (null on create) and after it (null on delete). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  latitude?: number | null;
  longitude?: number | null;
  accuracy?: number | null;
  withoutPosition?: boolean;
  onBehalf?: boolean;
  note?: string | null;
  /** The record this change happened inside (a task's workspace), issue 24. */
  context?: { modelType: string; modelId: string } | null;
}

/** Bookkeeping columns that change with every write (or are derived): not a change of the record. */
const IGNORED_FIELDS: ReadonlySet<string> = new Set([
  "updatedAt",
  "createdAt",
  "searchText",
  // A task's priority as a number, for sorting (derived from priority).
  "priorityRank",
]);

/** A value as JSON would carry it (Dates as ISO strings), with object keys in one order. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)] as const);
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * The fields that differ between before and after, in the after record's order. A create lists
 * the fields it set (not the empty ones), a delete the fields it removed.
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ActivityChange[] {
  const fields = new Set([
    ...Object.keys(after ?? {}),
    ...Object.keys(before ?? {}),
  ]);
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const was = canonical(before?.[field]);
    const now = canonical(after?.[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push({ field, before: was, after: now });
  }
  return changes;
}

export const actorNameOf = (actor: AuthUser | null): string =>
  actor ? `${actor.firstName} ${actor.lastName}`.trim() : "System";

export async function recordActivity(
  db: Db,
  entry: ActivityEntry,
): Promise<void> {
  await db.insert(activities).values({
    modelType: entry.modelType,
    modelId: entry.modelId,
    action: entry.action,
    actorUserId: entry.actor?.userId ?? null,
    actorName: actorNameOf(entry.actor),
    screen: entry.screen ?? null,
    changes: diffRecords(entry.before, entry.after),
    latitude: entry.latitude ?? null,
    longitude: entry.longitude ?? null,
    accuracy: entry.accuracy ?? null,
    withoutPosition: entry.withoutPosition ?? false,
    onBehalf: entry.onBehalf ?? false,
    note: entry.note ?? null,
    contextType: entry.context?.modelType ?? null,
    contextId: entry.context?.modelId ?? null,
  });
}
