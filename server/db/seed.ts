/**
 * The demo data set, applied to an empty database on start (SEED=demo, the default); each area's rows
 * are in server/db/demo/. The transport rows (~20 drivers, ~15 vehicles, ~200 patients…) come from a
 * generator with a fixed seed, so every fresh install shows the same rows; expiry dates are relative
 * to the day of seeding, so some credentials are always about to expire.
 */
import { count } from "drizzle-orm";
import { todayIso } from "../../domain/expiry";
import { ROLES } from "../../domain/privileges";
import type { Db } from "./client";
import { seedAccounts } from "./demo/accounts";
import { seedDrivers } from "./demo/drivers";
import { seedCollaboration } from "./demo/collab";
import { seedCareFacilities, seedHospital } from "./demo/facilities";
import { FEATURE_DEFAULTS } from "./demo/features";
import { seedInsurers } from "./demo/insurers";
import { seedInvoices } from "./demo/invoices";
import { seedKnowledge } from "./demo/knowledge";
import { seedPatients } from "./demo/patients";
import { seedServices } from "./demo/services";
import { generator } from "./demo/random";
import { seedTripPrices } from "./demo/tripPrices";
import { seedTrips } from "./demo/trips";
import { seedVehicles } from "./demo/vehicles";
import { seedWorkspaces } from "./demo/workspaces";
import { features, users } from "./schema";

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo/accounts";
export { FEATURE_DEFAULTS } from "./demo/features";

/**
 * Run on every start, whatever SEED says: adds any of the seven toggles that is missing and never
 * changes one an administrator has set.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db.insert(features).values(FEATURE_DEFAULTS).onConflictDoNothing();
}

/**
 * Seeds only an empty database, so restarts never duplicate or overwrite anything. `now` is the
 * moment the demo's relative dates (expiries, trips and their statuses, invoices, due dates, posts)
 * are counted from, so a test can seed it at any hour.
 */
export async function seed(db: Db, now: Date = new Date()): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (Number(n) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(features).values(FEATURE_DEFAULTS).onConflictDoNothing();
    // The areas run in this order, drawing from one generator: reordering them changes the demo rows.
    const careFacilities = await seedCareFacilities(tx);
    const accounts = await seedAccounts(tx, careFacilities[0].id);
    const rnd = generator(20261122);
    const today = todayIso(now);
    const hospital = await seedHospital(tx);
    const insurers = await seedInsurers(tx);
    await seedDrivers(
      tx,
      rnd,
      today,
      accounts.find((a) => a.roles[0] === ROLES.driver)?.id ?? null,
    );
    await seedVehicles(tx, rnd, today);
    await seedPatients(tx, rnd, insurers, [
      ...careFacilities.map((f) => f.id),
      hospital.id,
    ]);
    await seedTripPrices(tx, today);
    await seedTrips(tx, rnd, now);
    await seedInvoices(tx, today);
    await seedWorkspaces(tx, accounts, today);
    await seedCollaboration(tx, accounts, now);
    await seedKnowledge(tx, accounts, [...careFacilities, hospital], now);
    await seedServices(tx, accounts, hospital, now);
  });
  return true;
}
