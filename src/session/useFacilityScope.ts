import { isFacilityScoped } from "../../domain/privileges";
import { useCurrentUser } from "./useCurrentUser";

export interface FacilityScope {
  /** Facility admins and nurses work inside their own facility only (§6): patients, staff. */
  scoped: boolean;
  /** Their facility, or null (none linked, or not scoped). */
  facilityId: string | null;
  isPending: boolean;
}

/** The signed-in user's facility scoping, as the server applies it. */
export function useFacilityScope(): FacilityScope {
  const { user, isPending } = useCurrentUser();
  const scoped = isFacilityScoped(user);
  return {
    scoped,
    facilityId: scoped ? (user?.facilityUserDetail?.facilityId ?? null) : null,
    isPending,
  };
}
