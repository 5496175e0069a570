import { useCanAccess } from "react-admin";
import type { ModuleDeclaration } from "../../domain/modules/defineModule";
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

/**
 * The gate of changing a module's records, read from its declaration (`access.write`), so a screen
 * and the server can never name different privileges.
 */
export function writeGate(module: ModuleDeclaration): PrivilegeGate {
  const [privilege, ...others] = module.access?.write.privileges ?? [];
  if (!privilege || others.length > 0)
    throw new Error(
      `${module.name}: a screen gate needs access.write to name exactly one privilege`,
    );
  return { resource: module.name, privilege };
}
