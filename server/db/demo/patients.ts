/** Two hundred patients spread over the facilities, most insured, some private (community) riders. */
import { zipCentroid } from "../../geo/zipCentroid";
import { patients } from "../schema";
import { demoAddress, demoPhone, FIRST_NAMES, LAST_NAMES } from "./names";
import type { Random, Tx } from "./random";
import { pad } from "./random";

export async function seedPatients(
  tx: Tx,
  rnd: Random,
  insurers: { id: string; payerId: string | null }[],
  facilityIds: string[],
): Promise<void> {
  const rows = Array.from({ length: 200 }, (_, i) => {
    const insurer = i % 6 === 5 ? null : insurers[i % insurers.length];
    const addresses = [demoAddress(rnd, "Home")];
    if (i % 3 === 0)
      addresses.push(
        demoAddress(
          rnd,
          rnd.pick(["Dialysis centre", "Day program", "Daughter's house"]),
        ),
      );
    return {
      firstName: rnd.pick(FIRST_NAMES),
      lastName: rnd.pick(LAST_NAMES),
      dateOfBirth: `${rnd.int(1932, 2004)}-${pad(rnd.int(1, 12), 2)}-${pad(rnd.int(1, 28), 2)}`,
      phone: demoPhone(rnd),
      addresses,
      wheelchair: i % 4 === 0,
      stretcher: i % 17 === 3,
      insuranceProviderId: insurer?.id ?? null,
      insurancePolicyId: insurer
        ? `${insurer.payerId}-${pad(rnd.int(0, 9_999_999), 7)}`
        : null,
      // Most patients belong to a facility; some are private (community) riders.
      facilityId: i % 10 === 9 ? null : facilityIds[i % facilityIds.length],
    };
  });
  // Each address at its ZIP code's centroid, as a server without a geocoder locates it (issue 22).
  for (const row of rows)
    row.addresses = await Promise.all(
      row.addresses.map(async (a) => ({
        ...a,
        ...(await zipCentroid(a.postalCode)),
      })),
    );
  await tx.insert(patients).values(rows);
}
