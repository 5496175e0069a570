import { isAdmin } from "../../domain/privileges";
import { useCurrentUser } from "../../custom-pages/common/useCurrentUser";

/**
 * A facility admin manages their own facility's users only (§6): the facility is fixed to theirs.
 * Administrators choose any facility (fixed: false).
 */
export function useOwnFacility(): {
  fixed: boolean;
  facilityId: string | null;
  isPending: boolean;
} {
  const { user, isPending } = useCurrentUser();
  const fixed = !!user && !isAdmin(user);
  return {
    fixed,
    facilityId: fixed ? (user?.facilityUserDetail?.facilityId ?? null) : null,
    isPending,
  };
}
