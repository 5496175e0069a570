import { checkAnyPrivilege, PRIVILEGES } from "../../domain/privileges";
import { useCurrentUser } from "../../custom-pages/common/useCurrentUser";

/** modify-users may create and edit; view-users only lists (§6). */
export function useCanModifyUsers(): {
  canModify: boolean;
  isPending: boolean;
} {
  const { user, isPending } = useCurrentUser();
  return {
    canModify: checkAnyPrivilege(user, [PRIVILEGES.modifyUsers]).ok,
    isPending,
  };
}
