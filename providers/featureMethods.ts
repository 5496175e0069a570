/**
 * Non-CRUD feature calls of §7, spread into the data provider as typed custom methods
 * (`useDataProvider<AppDataProvider>().featureToggles(...)`).
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import type { Feature } from "../domain/schemas/feature";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";

export interface FeatureToggleState {
  featureCode: string;
  active: boolean;
}

export interface FeatureMethods {
  /** POST /featuretoggles {codes}: public, answers every code (unknown ones inactive). */
  featureToggles(
    codes: readonly string[],
    signal?: AbortSignal,
  ): Promise<FeatureToggleState[]>;
  /** POST /features/toggle {code, active}. */
  toggleFeature(code: string, active: boolean): Promise<Feature>;
}

export function featureMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): FeatureMethods {
  return {
    async featureToggles(codes, signal) {
      try {
        const answer = await httpClient<Envelope<FeatureToggleState[]>>(
          `${apiUrl}/featuretoggles`,
          {
            method: "POST",
            body: { codes },
            signal,
          },
        );
        return answer.data;
      } catch (error) {
        throw withFailurePrefix(error, FAILURE_PREFIXES.retrieveFeatures);
      }
    },
    async toggleFeature(code, active) {
      try {
        const answer = await httpClient<Envelope<Feature>>(
          `${apiUrl}/features/toggle`,
          {
            method: "POST",
            body: { code, active },
          },
        );
        return answer.data;
      } catch (error) {
        throw withFailurePrefix(error, FAILURE_PREFIXES.toggleFeature);
      }
    },
  };
}
