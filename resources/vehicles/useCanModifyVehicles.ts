import { checkAnyPrivilege, PRIVILEGES } from "../../domain/privileges";
import { useCurrentUser } from "../../custom-pages/common/useCurrentUser";

/**
 * modify-vehicles may add, change and delete vehicles and their documents; view-vehicles (drivers)
 * may open a vehicle and its documents read-only (§6).
 */
export function useCanModifyVehicles(): {
  canModify: boolean;
  isPending: boolean;
} {
  const { user, isPending } = useCurrentUser();
  return {
    canModify: checkAnyPrivilege(user, [PRIVILEGES.modifyVehicles]).ok,
    isPending,
  };
}
