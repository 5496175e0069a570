/** The load test's side of the seeded templates the global setup makes in the background. */
import fs from "node:fs";
import { inject } from "vitest";
import type { Template } from "../../support/seededTemplate";

export type SeededTemplates =
  | { pglite: Template; postgres?: Template; error?: undefined }
  | { error: string };

/** Waits (up to `timeoutMs`) for the global setup's seeding to finish, and answers its templates. */
export async function seededTemplates(
  timeoutMs = 300_000,
): Promise<{ pglite: Template; postgres?: Template }> {
  const file = inject("loadTemplatesFile");
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error("the demo templates were not seeded in time");
    await new Promise((r) => setTimeout(r, 200));
  }
  const templates = JSON.parse(
    fs.readFileSync(file, "utf8"),
  ) as SeededTemplates;
  if (templates.error !== undefined)
    throw new Error(`seeding the demo templates failed: ${templates.error}`);
  return templates;
}
