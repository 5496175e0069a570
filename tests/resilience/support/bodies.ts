/** Request bodies the resilience tests send (valid for the API as a system administrator). */

/** Two points about 3.1 straight-line miles apart in Columbus, Ohio: a booking's addresses. */
export const HOME = {
  name: "Home",
  line1: "12 Elm Street",
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  latitude: 39.9612,
  longitude: -82.9988,
};
export const CLINIC = {
  name: "Mercy Dialysis",
  line1: "400 Clinic Drive",
  city: "Columbus",
  state: "OH",
  postalCode: "43210",
  latitude: 40.0061,
  longitude: -83.0283,
};

/** A POST /api/trips body: a private booking `daysAhead` days from now. */
export const tripBody = (patientId: string, daysAhead: number) => ({
  patientId,
  pickUpDatetime: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
  pickUpAddress: HOME,
  dropOffAddress: CLINIC,
});

/** A POST /api/patients body; `n` varies the name and phone. */
export const patientBody = (n: number) => ({
  firstName: "Rosa",
  lastName: `Parks ${n}`,
  dateOfBirth: "1948-02-04",
  phone: `614-555-${String(n % 10_000).padStart(4, "0")}`,
  addresses: [
    {
      label: "Home",
      line1: "12 Elm Street",
      city: "Columbus",
      state: "OH",
      postalCode: "43215",
    },
  ],
});

/** A POST /api/facilities body. */
export const facilityBody = (facilityName: string, addressLine1: string) => ({
  facilityName,
  facilityType: "facility",
  addressLine1,
  city: "Dublin",
  state: "OH",
  postalCode: "43017",
  phone: "(614) 555-0199",
});

/** A POST /api/trip-prices body: the private price list from 2025 on. */
export const PRIVATE_PRICES = {
  bookingType: "private",
  baseFareCents: 2500,
  perMileCents: 275,
  wheelchairSurchargeCents: 1500,
  stretcherSurchargeCents: 4500,
  waitTimePerMinuteCents: 50,
  effectiveFrom: "2025-01-01",
};
