/**
 * Every feature toggle on, for the generated tests that judge every route (fuzzing): a module whose
 * toggle is off answers 404 before its body is read (issue 24), which would leave its routes unjudged.
 */
import { FEATURE_CODES, FEATURE_LABELS } from "../../../domain/features";
import type { Db } from "../../../server/db/client";
import { features } from "../../../server/db/schema";

export async function enableAllFeatures(db: Db): Promise<void> {
  await db
    .insert(features)
    .values(
      FEATURE_CODES.map((code) => ({
        code,
        title: FEATURE_LABELS[code],
        active: true,
      })),
    )
    .onConflictDoUpdate({ target: features.code, set: { active: true } });
}
