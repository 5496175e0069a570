/**
 * A trip address filled from one of the patient's stored addresses carries that address's line 2
 * and coordinates. When the street line is then typed over, those belong to the old place: a new
 * street keeping "Apt 29" or the care home's coordinates books the wrong door or the wrong distance.
 */
import type { TripAddressInput } from "../../domain/schemas/trip";
import type { PatientAddressRow } from "../../domain/schemas/patient";

type StoredAddress = Pick<PatientAddressRow, "line1"> & {
  line2?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * The fields to clear after the street line changed from `previousLine1` to `address.line1`: the
 * line 2 and coordinates that still hold what the stored address put there (a value the user
 * retyped is theirs and stays). Empty when the address did not come from a stored one.
 */
export function staleAfterStreetEdit(
  previousLine1: string,
  address: TripAddressInput,
  stored: readonly StoredAddress[],
): Partial<TripAddressInput> {
  if (address.line1 === previousLine1) return {};
  const source = stored.find((a) => a.line1 === previousLine1);
  if (!source) return {};
  const patch: Partial<TripAddressInput> = {};
  if (address.line2 && address.line2 === (source.line2 ?? "")) patch.line2 = "";
  const sameCoordinates =
    address.latitude != null &&
    address.latitude === (source.latitude ?? null) &&
    address.longitude === (source.longitude ?? null);
  if (sameCoordinates) {
    patch.latitude = null;
    patch.longitude = null;
  }
  return patch;
}
