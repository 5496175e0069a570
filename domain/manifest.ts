/**
 * What changed in a driver's day since they acknowledged it (issue 10): trips added, removed, or
 * changed (time, status, places, equipment, vehicle), comparing the acknowledged snapshot with the
 * current items. Pure, so the driver's page and the server agree.
 */
import type { ManifestChange, ManifestItem } from "./schemas/manifest";

const COMPARED = [
  "pickUpDatetime",
  "tripStatus",
  "patientName",
  "pickUpName",
  "dropOffName",
  "wheelchairTrip",
  "stretcherTrip",
  "vehicleId",
] as const satisfies readonly (keyof ManifestItem)[];

export function manifestChanges(
  acknowledged: readonly ManifestItem[] | null,
  current: readonly ManifestItem[],
): ManifestChange[] {
  if (!acknowledged) return [];
  const before = new Map(acknowledged.map((i) => [i.tripId, i]));
  const now = new Set(current.map((i) => i.tripId));
  const changes: ManifestChange[] = [];
  for (const item of current) {
    const old = before.get(item.tripId);
    if (!old) {
      changes.push({
        tripId: item.tripId,
        kind: "added",
        fields: [],
        before: null,
      });
      continue;
    }
    const fields = COMPARED.filter((f) => old[f] !== item[f]);
    if (fields.length > 0)
      changes.push({
        tripId: item.tripId,
        kind: "changed",
        fields,
        before: old,
      });
  }
  for (const old of acknowledged)
    if (!now.has(old.tripId))
      changes.push({
        tripId: old.tripId,
        kind: "removed",
        fields: [],
        before: old,
      });
  return changes;
}
