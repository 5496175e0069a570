/**
 * Patients saved before addresses were located (issue 22) get coordinates in the background at
 * start-up (GEOCODE_BACKFILL): off the request path, a batch at a time, each address through the
 * same locator a save uses (the geocoder, cached, else the ZIP-code centroid). The same task loads
 * the ZIP-code table ahead of the first booking. A failure is logged, never fatal; a second run finds
 * nothing left. Several processes running it at once only repeat each other's work.
 */
import { asc, gt, sql } from "drizzle-orm";
import fp from "fastify-plugin";
import { patients } from "../db/schema";
import type { GeoDeps } from "./geocoder";
import { locatePatientAddresses } from "./patientAddresses";
import { loadZipTable } from "./zipCentroid";

const BATCH = 100;

/** A patient with an address that has no latitude (the ZIP code may still be unknown: tried once). */
const unlocated = sql`exists (select 1 from jsonb_array_elements(${patients.addresses}) a where not (a ? 'latitude'))`;

/** Locates every stored patient address that was never located; answers how many patients changed. */
export async function backfillPatientCoordinates(
  deps: GeoDeps,
): Promise<number> {
  let changed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await deps.db
      .select({ id: patients.id, addresses: patients.addresses })
      .from(patients)
      .where(sql`${gt(patients.id, after)} and ${unlocated}`)
      .orderBy(asc(patients.id))
      .limit(BATCH);
    for (const p of batch) {
      const addresses = await locatePatientAddresses(
        deps,
        p.addresses,
        p.addresses,
      );
      await deps.db
        .update(patients)
        .set({ addresses })
        .where(sql`${patients.id} = ${p.id} and ${unlocated}`);
      changed++;
    }
    if (batch.length < BATCH) return changed;
    after = batch[batch.length - 1].id;
  }
}

export const addressBackfillPlugin = fp(
  async (app) => {
    app.addHook("onReady", async () => {
      if (!app.config.GEOCODE_BACKFILL) return;
      app.background.run("address coordinates", async () => {
        // Loaded now rather than by the first booking that needs a ZIP-code centroid.
        await loadZipTable();
        const changed = await backfillPatientCoordinates(app);
        if (changed > 0)
          app.log.info({ changed }, "patients' addresses located");
      });
    });
  },
  { name: "address-backfill", dependencies: ["background", "db"] },
);
