import { useCanAccess } from "react-admin";
import type { Privilege } from "../../domain/privileges";

export interface PrivilegeGate {
  /** The resource the screen belongs to (react-admin's name). */
  resource: string;
  /** The §6 privilege that changing its records needs, e.g. modify-users. */
  privilege: Privilege;
}

/**
 * Whether the signed-in user holds a privilege, asked of the auth provider's canAccess (an action
 * naming a privilege): the one place screens learn it, so they answer from the same §6 table as
 * the route gates. Not allowed while the answer is pending.
 */
export function usePrivilege({ resource, privilege }: PrivilegeGate): {
  allowed: boolean;
  isPending: boolean;
} {
  const { canAccess, isPending } = useCanAccess({
    resource,
    action: privilege,
  });
  return { allowed: !isPending && canAccess === true, isPending };
}
