import { useStore } from "react-admin";
import { isFacilityScoped } from "../../domain/privileges";
import { useCurrentUser } from "../../src/session/useCurrentUser";

export interface AnalyticsScope {
  /** Administrators and data admins may narrow the figures to one facility. */
  canPickFacility: boolean;
  /** The facility chosen, or undefined for the whole operation (and always for a facility's staff). */
  facilityId: string | undefined;
  setFacilityId(next: string | undefined): void;
  /** A facility administrator: their own facility, fixed by the server. */
  facilityScoped: boolean;
}

/**
 * Whose figures the analytics pages show. A facility administrator's scope is fixed on the server
 * (whatever is sent), so they get no picker; an operator's choice is kept in the store, so the
 * dashboard and the reports show the same facility.
 */
export function useAnalyticsScope(): AnalyticsScope {
  const { user } = useCurrentUser();
  const facilityScoped = isFacilityScoped(user);
  const [chosen, setChosen] = useStore<string>("analytics.facilityId", "");
  const canPickFacility = !!user && !facilityScoped;
  return {
    canPickFacility,
    facilityId: canPickFacility && chosen ? chosen : undefined,
    setFacilityId: (next) => setChosen(next ?? ""),
    facilityScoped,
  };
}
