/**
 * The origin–destination modifier of an ambulance/NEMT claim line: two CMS one-letter place codes,
 * pick-up then drop-off (RH: residence to hospital). Each stop is classified in this order:
 *
 * 1. the trip's facility, when the stop is named after it: hospital → H, facility (care home) → E,
 *    community clinic → P;
 * 2. the stop's name: "Home"/"Residence" → R, "Dialysis" → J, "Hospital"/"Medical Center" → H,
 *    "Nursing"/"Skilled" → N, "Care Home"/"Assisted"/"Residential" → E, "Clinic"/"Physician"/
 *    "Doctor"/"Office" → P, "Therapy"/"Imaging"/"Rehab" → D;
 * 3. the trip's purpose, for the appointment side (the drop-off of an outbound leg, the pick-up of a
 *    return leg or of a hospital discharge): dialysis → J, doctor_appointment → P, therapy and
 *    behavioral_health → D, hospital_admission and hospital_discharge → H, other → D;
 * 4. otherwise R (the patient's residence).
 */
export const PLACE_CODES = {
  R: "Residence",
  H: "Hospital",
  P: "Physician's office",
  J: "Free-standing (non-hospital) dialysis facility",
  G: "Hospital-based dialysis facility",
  D: "Diagnostic or therapeutic site other than P or H",
  E: "Residential, domiciliary or custodial facility",
  N: "Skilled nursing facility",
  S: "Scene of accident or acute event",
  X: "Intermediate stop at a physician's office on the way to the hospital",
  I: "Site of transfer between modes of transport",
} as const;
export type PlaceCode = keyof typeof PLACE_CODES;

const FACILITY_TYPE_CODES: Record<string, PlaceCode> = {
  hospital: "H",
  facility: "E",
  community: "P",
};

const NAME_RULES: [RegExp, PlaceCode][] = [
  [/\b(home|residence)\b/i, "R"],
  [/dialysis/i, "J"],
  [/hospital|medical cent(er|re)/i, "H"],
  [/nursing|skilled/i, "N"],
  [/care home|assisted|residential/i, "E"],
  [/clinic|physician|doctor|office/i, "P"],
  [/therapy|imaging|rehab|diagnostic/i, "D"],
];

const PURPOSE_CODES: Record<string, PlaceCode> = {
  dialysis: "J",
  doctor_appointment: "P",
  therapy: "D",
  behavioral_health: "D",
  hospital_admission: "H",
  hospital_discharge: "H",
  other: "D",
};

export interface ModifierTrip {
  pickUpAddress: { name: string };
  dropOffAddress: { name: string };
  tripPurpose: string;
  /** outbound or return */
  direction: string;
}

export interface ModifierFacility {
  name: string;
  facilityType: string;
}

/** The place code of one stop (rules at the top of this file). */
export function placeCode(
  stopName: string,
  appointmentSide: boolean,
  purpose: string,
  facility: ModifierFacility | null = null,
): PlaceCode {
  const name = stopName.trim();
  if (facility && name.toLowerCase() === facility.name.trim().toLowerCase()) {
    const code = FACILITY_TYPE_CODES[facility.facilityType];
    if (code) return code;
  }
  for (const [pattern, code] of NAME_RULES) if (pattern.test(name)) return code;
  if (appointmentSide) return PURPOSE_CODES[purpose] ?? "D";
  return "R";
}

/** The two-letter modifier of a trip: pick-up's code then drop-off's. */
export function originDestinationModifier(
  trip: ModifierTrip,
  facility: ModifierFacility | null = null,
): string {
  const pickUpIsAppointment =
    trip.direction === "return" || trip.tripPurpose === "hospital_discharge";
  return (
    placeCode(
      trip.pickUpAddress.name,
      pickUpIsAppointment,
      trip.tripPurpose,
      facility,
    ) +
    placeCode(
      trip.dropOffAddress.name,
      !pickUpIsAppointment,
      trip.tripPurpose,
      facility,
    )
  );
}
