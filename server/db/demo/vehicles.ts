/** Fifteen vehicles over six models, with valid VINs; a few insurances or registrations are expiring. */
import { addDays } from "../../../domain/expiry";
import { withCheckDigit } from "../../../domain/vin";
import { vehicles } from "../schema";
import type { Random, Tx } from "./random";
import { pad } from "./random";

const VEHICLE_MODELS: readonly [string, string, number, boolean, boolean][] = [
  // make, model, seats, wheelchair, stretcher
  ["Ford", "Transit 350", 8, true, false],
  ["Dodge", "Grand Caravan", 4, true, false],
  ["Toyota", "Sienna", 6, false, false],
  ["Chevrolet", "Express 3500", 10, true, true],
  ["Mercedes-Benz", "Sprinter", 6, true, true],
  ["Honda", "Odyssey", 6, false, false],
];

export async function seedVehicles(
  tx: Tx,
  rnd: Random,
  today: string,
): Promise<void> {
  await tx.insert(vehicles).values(
    Array.from({ length: 15 }, (_, i) => {
      const [make, model, capacity, wheelchair, stretcher] =
        VEHICLE_MODELS[i % VEHICLE_MODELS.length];
      const year = 2016 + (i % 9);
      return {
        licensePlate: `NMT-${pad(1001 + i * 37, 4)}`,
        // WMI, five descriptor characters, a check digit placeholder, model year, plant, serial.
        vin: withCheckDigit(
          `1FD${"ABCEFGHJKLMNPRS"[i]}X2CM0${"GHJKLMNPR"[year - 2016]}A${pad(100000 + i * 7321, 6)}`,
        ),
        make,
        model,
        year,
        capacity,
        wheelchairAccessible: wheelchair,
        stretcherCapable: stretcher,
        insuranceExpiresOn: addDays(
          today,
          i % 5 === 0 ? rnd.int(2, 25) : rnd.int(60, 365),
        ),
        registrationExpiresOn: addDays(today, i === 7 ? -5 : rnd.int(40, 400)),
        status: i === 13 ? "maintenance" : i === 14 ? "retired" : "active",
      };
    }),
  );
}
