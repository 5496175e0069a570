/**
 * A patient's stored addresses get coordinates when the patient is saved (issue 22), so a trip booked
 * from one starts with them. The coordinates are the server's: an address whose text is unchanged
 * keeps the ones stored with it; a new or edited one is located from its text (the geocoder, else
 * its ZIP code's centroid). Coordinates in the body are not trusted: an edit form sends back those of
 * the address it edited.
 */
import type { GeoDeps, StreetAddress } from "./geocoder";
import { addressKey, locateAddress } from "./geocoder";

interface Located {
  latitude?: number | null;
  longitude?: number | null;
}

export async function locatePatientAddresses<A extends StreetAddress>(
  deps: GeoDeps,
  addresses: readonly A[],
  stored: readonly (StreetAddress & Located)[] | null,
): Promise<(A & Located)[]> {
  const known = new Map(
    (stored ?? [])
      .filter((a) => a.latitude != null && a.longitude != null)
      .map((a) => [addressKey(a), a]),
  );
  return Promise.all(
    addresses.map(async (address) => {
      const kept = known.get(addressKey(address));
      const at = kept
        ? { latitude: kept.latitude, longitude: kept.longitude }
        : await locateAddress(deps, address);
      return {
        ...address,
        latitude: at?.latitude ?? null,
        longitude: at?.longitude ?? null,
      };
    }),
  );
}
