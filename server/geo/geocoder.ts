/**
 * Coordinates for a street address (issue 22). With GEOCODER_URL set, a Nominatim-compatible search
 * API is asked (GET {url}/search?street=…&city=…&state=…&postalcode=…&countrycodes=us&format=jsonv2
 * &limit=1) with a timeout, and its answer is kept in geocoded_addresses so each address is asked
 * once. Without one, or when it fails (timeout, error status, no match, malformed answer), the
 * address gets its ZIP code's centroid, which the trip then marks as an estimate. Nothing here
 * throws: a booking never fails because a provider is down.
 */
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { geocodedAddresses } from "../db/schema";
import type { Coordinates } from "./zipCentroid";
import { zip5, zipCentroid } from "./zipCentroid";

export interface StreetAddress {
  line1: string;
  city: string;
  state: string;
  postalCode: string;
}

export type GeoConfig = Pick<
  Config,
  "GEOCODER_URL" | "GEOCODER_TIMEOUT_MS" | "PUBLIC_URL"
>;

/** What the geo functions need from the app: the database, the settings and a log. */
export interface GeoDeps {
  db: Db;
  config: GeoConfig;
  log?: FastifyBaseLogger;
}

export interface Located extends Coordinates {
  /** From the ZIP-code centroid, not from the street address. */
  estimated: boolean;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The cache key of an address: case, punctuation and spacing do not make a new address. */
export const addressKey = (a: StreetAddress) =>
  [fold(a.line1), fold(a.city), fold(a.state), zip5(a.postalCode) ?? ""].join(
    "|",
  );

const nominatimAnswer = z
  .array(
    z.object({
      lat: z.coerce.number().min(-90).max(90),
      lon: z.coerce.number().min(-180).max(180),
    }),
  )
  .min(1);

async function askGeocoder(
  url: string,
  address: StreetAddress,
  config: GeoConfig,
): Promise<Coordinates> {
  const query = new URLSearchParams({
    street: address.line1,
    city: address.city,
    state: address.state,
    postalcode: zip5(address.postalCode) ?? address.postalCode,
    countrycodes: "us",
    format: "jsonv2",
    limit: "1",
  });
  const response = await fetch(`${url.replace(/\/+$/, "")}/search?${query}`, {
    signal: AbortSignal.timeout(config.GEOCODER_TIMEOUT_MS),
    // Nominatim's usage policy asks every application to name itself.
    headers: { "User-Agent": `nemt-portal (${config.PUBLIC_URL})` },
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const [best] = nominatimAnswer.parse(await response.json());
  return { latitude: best.lat, longitude: best.lon };
}

/** The geocoder's answer for an address: from the cache, else asked once and kept; null on failure. */
async function geocoded(
  deps: GeoDeps,
  url: string,
  address: StreetAddress,
): Promise<Coordinates | null> {
  const key = addressKey(address);
  try {
    const [hit] = await deps.db
      .select()
      .from(geocodedAddresses)
      .where(eq(geocodedAddresses.addressKey, key))
      .limit(1);
    if (hit) return { latitude: hit.latitude, longitude: hit.longitude };
    const found = await askGeocoder(url, address, deps.config);
    await deps.db
      .insert(geocodedAddresses)
      .values({ addressKey: key, ...found })
      .onConflictDoNothing();
    return found;
  } catch (err) {
    deps.log?.warn({ err }, "geocoder failed; using the ZIP-code centroid");
    return null;
  }
}

/** Coordinates for an address from its text (the geocoder, else its ZIP code); null: neither. */
export async function locateAddress(
  deps: GeoDeps,
  address: StreetAddress,
): Promise<Located | null> {
  const url = deps.config.GEOCODER_URL;
  const found = url ? await geocoded(deps, url, address) : null;
  if (found) return { ...found, estimated: false };
  const centroid = await zipCentroid(address.postalCode);
  return centroid ? { ...centroid, estimated: true } : null;
}

/**
 * Whether coordinates a stored address carries are its ZIP code's centroid (the fallback put them
 * there): a trip re-priced later with those coordinates still marks its distance as estimated.
 */
export async function isZipCentroid(
  postalCode: string,
  at: Coordinates,
): Promise<boolean> {
  const centroid = await zipCentroid(postalCode);
  return (
    !!centroid &&
    Math.abs(centroid.latitude - at.latitude) < 1e-6 &&
    Math.abs(centroid.longitude - at.longitude) < 1e-6
  );
}
