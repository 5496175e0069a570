/** Request bodies and rows for the facilities, facility users and insurance providers tests. */
import { randomBytes } from "node:crypto";
import type { Db } from "../../../server/db/client";
import { insuranceProviders } from "../../../server/db/schema";

const unique = () => randomBytes(4).toString("hex");

/** A valid POST /api/facilities body with overrides. */
export const facilityBody = (overrides: Record<string, unknown> = {}) => ({
  facilityName: `Oak House ${unique()}`,
  facilityType: "facility",
  addressLine1: "12 Elm St",
  city: "Dublin",
  state: "OH",
  postalCode: "43017",
  phone: "(614) 555-0199",
  ...overrides,
});

/** A valid POST /api/facility-users body (a new nurse at this facility) with overrides. */
export const facilityUserBody = (
  facilityId: string,
  overrides: Record<string, unknown> = {},
) => ({
  email: `fu-${unique()}@example.test`,
  firstName: "Fern",
  lastName: "Nurse",
  roleCode: "nurse",
  facilityUserDetail: { facilityId },
  ...overrides,
});

/** A valid POST /api/insurance-providers body with overrides. */
export const insuranceProviderBody = (
  overrides: Record<string, unknown> = {},
) => ({
  name: `Payer ${unique()}`,
  payerId: "PAY01",
  phone: "800-555-0100",
  ...overrides,
});

export async function buildInsuranceProvider(
  db: Db,
  overrides: Partial<typeof insuranceProviders.$inferInsert> = {},
) {
  const [p] = await db
    .insert(insuranceProviders)
    .values({
      name: `Insurer ${unique()}`,
      payerId: `P${unique()}`.toUpperCase(),
      phone: "(800) 555-0100",
      state: "OH",
      ...overrides,
    })
    .returning();
  return p;
}
