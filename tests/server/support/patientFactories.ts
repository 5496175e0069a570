/** Row factories and request bodies for patients, insurance providers (as patients need them) and trip prices. */
import { randomBytes } from "node:crypto";
import type { Db } from "../../../server/db/client";
import { patients, tripPrices } from "../../../server/db/schema";

// One insurer factory for every test file.
export { buildInsuranceProvider } from "./facilityFactories";

const unique = () => randomBytes(4).toString("hex");

export const HOME = {
  label: "Home",
  line1: "12 Elm Street",
  line2: null,
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
};

export async function buildPatient(
  db: Db,
  overrides: Partial<typeof patients.$inferInsert> = {},
) {
  const [p] = await db
    .insert(patients)
    .values({
      firstName: "Pat",
      lastName: `Patient ${unique()}`,
      dateOfBirth: "1950-04-12",
      addresses: [HOME],
      ...overrides,
    })
    .returning();
  return p;
}

export async function buildTripPrice(
  db: Db,
  overrides: Partial<typeof tripPrices.$inferInsert> = {},
) {
  const [p] = await db
    .insert(tripPrices)
    .values({
      bookingType: "private",
      baseFareCents: 2500,
      perMileCents: 275,
      wheelchairSurchargeCents: 1500,
      stretcherSurchargeCents: 4500,
      waitTimePerMinuteCents: 50,
      effectiveFrom: "2025-01-01",
      ...overrides,
    })
    .returning();
  return p;
}

/** A valid POST /api/patients body with overrides. */
export const patientBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Rosa",
  lastName: `Parks ${unique()}`,
  dateOfBirth: "1948-02-04",
  phone: "614-555-0142",
  email: "",
  addresses: [
    {
      label: "Home",
      line1: "12 Elm Street",
      city: "Columbus",
      state: "oh",
      postalCode: "43215",
    },
  ],
  wheelchair: true,
  stretcher: false,
  ...overrides,
});

/** A valid POST /api/trip-prices body with overrides. */
export const tripPriceBody = (overrides: Record<string, unknown> = {}) => ({
  bookingType: "facility",
  baseFareCents: 3000,
  perMileCents: 300,
  wheelchairSurchargeCents: 1000,
  stretcherSurchargeCents: 5000,
  waitTimePerMinuteCents: 75,
  effectiveFrom: "2025-07-01",
  notes: "Summer tariff",
  ...overrides,
});
