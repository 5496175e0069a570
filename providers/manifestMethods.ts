/**
 * Drivers' manifests (issue 10), spread into the data provider as typed custom methods.
 *
 * | Method             | Call                                                    |
 * |--------------------|---------------------------------------------------------|
 * | manifestDay        | POST /manifests/day {serviceDate, driverId?} → the day   |
 * | publishManifest    | POST /manifests/publish {driverId, serviceDate}          |
 * | acknowledgeManifest| POST /manifests/{manifestId}/acknowledge                 |
 * | searchManifests    | POST /manifests/search {serviceDate} → each lane's state |
 */
import { manifestsApiModule } from "../domain/modules/dispatch";
import type { ManifestDay, ManifestSummary } from "../domain/schemas/manifest";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export interface ManifestMethods {
  manifestDay(
    body: { serviceDate: string; driverId?: string },
    signal?: AbortSignal,
  ): Promise<ManifestDay>;
  publishManifest(body: {
    driverId: string;
    serviceDate: string;
  }): Promise<ManifestDay>;
  acknowledgeManifest(manifestId: string): Promise<ManifestDay>;
  searchManifests(
    serviceDate: string,
    signal?: AbortSignal,
  ): Promise<ManifestSummary[]>;
}

export function manifestMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): ManifestMethods {
  const base = `${apiUrl}${manifestsApiModule.api.prefix}`;
  const call = async <T>(path: string, body: unknown, signal?: AbortSignal) =>
    (
      await httpClient<Envelope<T>>(`${base}${path}`, {
        method: "POST",
        body,
        signal,
      })
    ).data;
  return {
    manifestDay: (body, signal) => call<ManifestDay>("/day", body, signal),
    publishManifest: (body) => call<ManifestDay>("/publish", body),
    acknowledgeManifest: (manifestId) =>
      call<ManifestDay>(`/${encodeURIComponent(manifestId)}/acknowledge`, {}),
    searchManifests: (serviceDate, signal) =>
      call<ManifestSummary[]>("/search", { serviceDate }, signal),
  };
}
