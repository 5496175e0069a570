/**
 * Client row builders: `buildXRow(overrides)` returns a complete row as the API answers it (typed
 * by the domain row type), so screen and model tests state only the fields they are about. The ids
 * follow `id` (or the id field) when one is given; otherwise each row gets a fresh one.
 */
import type { Driver } from "../../domain/schemas/driver";
import type { Facility } from "../../domain/schemas/facility";
import type { FacilityUser } from "../../domain/schemas/facilityUser";
import type { InsuranceProvider } from "../../domain/schemas/insuranceProvider";
import type { Patient, PatientAddressRow } from "../../domain/schemas/patient";
import type { TripPrice } from "../../domain/schemas/tripPrice";
import type { Vehicle } from "../../domain/schemas/vehicle";
import { next, uuid } from "./factories";

export { buildFeatureRow, buildUserRow } from "./factories";

const ROW_TIME = "2025-01-02T10:00:00.000Z";
const timestamps = { createdAt: ROW_TIME, updatedAt: ROW_TIME };

/** `_id`, `id` and the id field: one value, from the overrides or fresh. */
function ids<TId extends string>(
  idField: TId,
  overrides: { id?: string } & Partial<Record<TId, string>>,
): { _id: string; id: string } & Record<TId, string> {
  const id = overrides.id ?? overrides[idField] ?? uuid(next());
  return { _id: id, id, [idField]: id } as { _id: string; id: string } & Record<
    TId,
    string
  >;
}

export const buildVehicleRow = (overrides: Partial<Vehicle> = {}): Vehicle => ({
  ...ids("vehicleId", overrides),
  licensePlate: "NMT 7",
  vin: "1HGCM82633A004352",
  make: "Ford",
  model: "Transit",
  year: 2021,
  capacity: 8,
  wheelchairAccessible: true,
  stretcherCapable: false,
  insuranceExpiresOn: "2031-01-31",
  registrationExpiresOn: null,
  status: "active",
  ...timestamps,
  ...overrides,
});

export const buildDriverRow = (overrides: Partial<Driver> = {}): Driver => ({
  ...ids("driverId", overrides),
  userId: null,
  firstName: "Dana",
  lastName: "Able",
  email: "dana@example.org",
  phone: "(614) 555-0101",
  licenseNumber: "OH1001",
  licenseState: "OH",
  licenseClass: "D",
  licenseExpiresOn: "2030-01-01",
  cprCertifiedUntil: null,
  wheelchairCertifiedUntil: null,
  hireDate: "2020-03-01",
  status: "active",
  credentialsExpireOn: "2030-01-01",
  credentialsState: "valid",
  ...timestamps,
  ...overrides,
});

export const buildFacilityRow = (
  overrides: Partial<Facility> = {},
): Facility => ({
  ...ids("facilityId", overrides),
  facilityName: "Riverside Care Home",
  facilityType: "facility",
  addressLine1: "12 Elm St",
  addressLine2: "Suite 4",
  city: "Dublin",
  state: "OH",
  postalCode: "43017",
  phone: "(614) 555-0199",
  billingContactName: "Bea Biller",
  billingContactEmail: "bea@example.org",
  billingContactPhone: null,
  ...timestamps,
  ...overrides,
});

export const buildPatientAddress = (
  overrides: Partial<PatientAddressRow> = {},
): PatientAddressRow => ({
  label: "Home",
  line1: "12 Elm Street",
  line2: null,
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  ...overrides,
});

export const buildPatientRow = (overrides: Partial<Patient> = {}): Patient => ({
  ...ids("patientId", overrides),
  firstName: "Rosa",
  lastName: "Parks",
  dateOfBirth: "1948-02-04",
  phone: "(614) 555-0142",
  email: null,
  addresses: [buildPatientAddress()],
  wheelchair: true,
  stretcher: false,
  insuranceProviderId: null,
  insurancePolicyId: null,
  facilityId: null,
  notes: null,
  ...timestamps,
  ...overrides,
});

export const buildInsuranceProviderRow = (
  overrides: Partial<InsuranceProvider> = {},
): InsuranceProvider => ({
  ...ids("insuranceProviderId", overrides),
  name: "Ohio Medicaid",
  payerId: "MCDOH",
  phone: "(800) 324-8680",
  email: "provider@medicaid.example.gov",
  addressLine1: "50 W Town St",
  addressLine2: null,
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  active: true,
  ...timestamps,
  ...overrides,
});

export const buildTripPriceRow = (
  overrides: Partial<TripPrice> = {},
): TripPrice => ({
  ...ids("tripPriceId", overrides),
  bookingType: "private",
  baseFareCents: 2500,
  perMileCents: 275,
  wheelchairSurchargeCents: 1500,
  stretcherSurchargeCents: 4500,
  waitTimePerMinuteCents: 50,
  attendantCents: 0,
  noShowFeeCents: 0,
  lateCancelFeeCents: 0,
  hcpcsCodes: {},
  effectiveFrom: "2025-01-01",
  notes: null,
  ...timestamps,
  ...overrides,
});

/** A nurse of a facility; facility users are users, so userId is the row's id too. */
export function buildFacilityUserRow(
  overrides: Partial<FacilityUser> = {},
): FacilityUser {
  const rowIds = ids("facilityUserId", overrides);
  return {
    ...rowIds,
    userId: rowIds.id,
    email: "nina@example.org",
    firstName: "Nina",
    lastName: "Nurse",
    roleCode: "nurse",
    facilityUserDetail: { facilityId: uuid(next()) },
    active: true,
    requirePasswordReset: false,
    emailVerified: true,
    ...timestamps,
    ...overrides,
  };
}
