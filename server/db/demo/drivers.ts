/** Twenty drivers, some with credentials about to expire or expired, and the demo driver's status history. */
import { addDays } from "../../../domain/expiry";
import { drivers, onlineStatusRecords } from "../schema";
import { demoPhone, FIRST_NAMES, LAST_NAMES } from "./names";
import type { Random, Tx } from "./random";
import { pad } from "./random";

export async function seedDrivers(
  tx: Tx,
  rnd: Random,
  today: string,
  driverUserId: string | null,
): Promise<void> {
  const driverRows = Array.from({ length: 20 }, (_, i) => {
    const first = i === 0 && driverUserId ? "Dev" : rnd.pick(FIRST_NAMES);
    const last = i === 0 && driverUserId ? "Driver" : rnd.pick(LAST_NAMES);
    // Every fourth driver has a credential inside the 30-day warning window.
    const soon = i % 4 === 1;
    return {
      userId: i === 0 ? driverUserId : null,
      firstName: first,
      lastName: last,
      email: `${first}.${last}${i}@drivers.example.com`.toLowerCase(),
      phone: demoPhone(rnd),
      licenseNumber: `OH${pad(rnd.int(0, 99_999_999), 8)}${pad(i, 2)}`,
      licenseState: "OH",
      licenseClass: rnd.pick(["D", "D", "C", "B"]),
      licenseExpiresOn: addDays(
        today,
        soon ? rnd.int(3, 28) : rnd.int(90, 1400),
      ),
      cprCertifiedUntil: addDays(today, rnd.int(40, 700)),
      wheelchairCertifiedUntil:
        i % 5 === 3
          ? null
          : addDays(today, i % 7 === 2 ? -rnd.int(1, 20) : rnd.int(35, 700)),
      hireDate: addDays(today, -rnd.int(30, 3000)),
      status: i % 9 === 8 ? "on_leave" : i === 19 ? "inactive" : "active",
    };
  });
  const driverIds = await tx
    .insert(drivers)
    .values(driverRows)
    .returning({ id: drivers.id });
  // The demo driver was last seen going offline yesterday evening.
  await tx.insert(onlineStatusRecords).values([
    {
      driverId: driverIds[0].id,
      latitude: 39.9612,
      longitude: -82.9988,
      onlineStatus: true,
      createdAt: new Date(Date.now() - 30 * 3_600_000),
    },
    {
      driverId: driverIds[0].id,
      latitude: 0,
      longitude: 0,
      onlineStatus: false,
      createdAt: new Date(Date.now() - 20 * 3_600_000),
    },
  ]);
}
