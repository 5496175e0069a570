/**
 * The fallback for an address without a geocoder: the centroid of its US ZIP code, from the
 * `zipcodes` package (an offline table of about 44,000 US ZIP codes and their coordinates, drawn from
 * GeoNames, CC BY 4.0). It is loaded on first use: the table is a few megabytes and a server with a
 * geocoder that answers never needs it.
 */
import type * as ZipCodes from "zipcodes";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

type ZipTable = typeof ZipCodes;

let table: Promise<ZipTable> | null = null;
/** Loads the table (about 0.7 s and 30 MB of heap, once); start-up warms it in the background. */
export const loadZipTable = () => (table ??= import("zipcodes"));

/** The five-digit ZIP code of a US postal code ("43215-1234" → "43215"), or null. */
export const zip5 = (postalCode: string | null | undefined): string | null =>
  /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(postalCode ?? "")?.[1] ?? null;

/** The centroid of a ZIP code, or null when the code is unknown. */
export async function zipCentroid(
  postalCode: string | null | undefined,
): Promise<Coordinates | null> {
  const zip = zip5(postalCode);
  if (!zip) return null;
  const found = (await loadZipTable()).lookup(zip);
  if (!found || !Number.isFinite(found.latitude)) return null;
  return { latitude: found.latitude, longitude: found.longitude };
}
