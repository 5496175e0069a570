import { and, eq } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { activities } from "../../../server/db/schema";

/** The first activity row of one action on one record (the admin actions' tests read it back). */
export async function activityRow(db: Db, modelId: string, action: string) {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.modelId, modelId), eq(activities.action, action)));
  return row;
}
