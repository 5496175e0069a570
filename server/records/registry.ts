/**
 * The reach registry (issue 24): one RecordReach per modelType of domain/records.ts, collected from
 * ./index.ts. Whatever points at a record by (modelType, modelId) asks here: may this user see it
 * (canSee), which of them may they see (visible, a condition for a search). A modelType without a
 * reach, or with two, is refused at start-up.
 */
import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ModelType, Reach } from "../../domain/records";
import { isModelType, MODEL_TYPES } from "../../domain/records";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import * as declared from "./index";
import type { RecordReach } from "./reach";
import { isRecordReach } from "./reach";

function collect(): Readonly<Record<ModelType, RecordReach>> {
  const found = new Map<ModelType, RecordReach>();
  for (const reach of (Object.values(declared) as unknown[]).filter(
    isRecordReach,
  )) {
    if (found.has(reach.modelType))
      throw new Error(`Record reach of ${reach.modelType} declared twice`);
    found.set(reach.modelType, reach);
  }
  const missing = MODEL_TYPES.filter((type) => !found.has(type));
  if (missing.length)
    throw new Error(`No record reach for ${missing.join(", ")}`);
  return Object.fromEntries(found) as Record<ModelType, RecordReach>;
}

export const RECORD_REACH = collect();

/** The reach of a kind; undefined for a modelType no registry knows (an old or foreign one). */
export const reachOf = (modelType: string): RecordReach | undefined =>
  isModelType(modelType) ? RECORD_REACH[modelType] : undefined;

/** May this user see record (modelType, id)? "unknown" for a kind or a record that does not exist. */
export async function canSee(
  db: Db,
  user: AuthUser,
  modelType: string,
  id: string,
): Promise<Reach> {
  return (await reachOf(modelType)?.canSee(db, user, id)) ?? "unknown";
}

/** The records of a kind this user may see, as a condition on an id column (see RecordReach). */
export function visible(
  user: AuthUser,
  modelType: ModelType,
  column?: PgColumn | SQL,
): SQL | undefined {
  return RECORD_REACH[modelType].visible(user, column);
}

/** The records of a kind that exist and are in this user's reach, as a condition on a reference. */
export function reachable(
  user: AuthUser,
  modelType: ModelType,
  column: PgColumn | SQL,
): SQL {
  return RECORD_REACH[modelType].reachable(user, column);
}
