import type { AuthProvider } from "react-admin";
import { vi } from "vitest";
import type { RoleCode } from "../../domain/privileges";
import { isPrivilege, userCanAccess } from "../../providers/authProvider";

const OPEN_ROLES: ReadonlySet<RoleCode> = new Set(["systemadmin", "dataadmin"]);

/** An auth provider whose every method resolves; a role gives it an identity and permissions. */
export function stubAuthProvider(
  role?: RoleCode,
  overrides: Partial<AuthProvider> = {},
): AuthProvider {
  const user = role
    ? {
        userId: "me",
        firstName: "Ada",
        lastName: "Admin",
        roles: [{ roleCode: role }],
      }
    : undefined;
  return {
    login: vi.fn().mockResolvedValue(undefined),
    logout: vi.fn().mockResolvedValue(undefined),
    checkAuth: vi.fn().mockResolvedValue(undefined),
    checkError: vi.fn().mockResolvedValue(undefined),
    getIdentity: vi
      .fn()
      .mockResolvedValue({ id: "me", fullName: "Ada Admin", ...user }),
    getPermissions: vi.fn().mockResolvedValue(user),
    // Restricted roles get the real provider's answer when a screen asks for a privilege
    // (src/session/usePrivilege); routes stay open, as the stub's always were. The two administrator
    // roles keep no canAccess at all: react-admin's own buttons then render at once, which these
    // tests were written for.
    ...(role && !OPEN_ROLES.has(role)
      ? {
          canAccess: vi.fn(
            async (params: { resource: string; action: string }) =>
              !isPrivilege(params.action) ||
              userCanAccess(user ?? null, params),
          ),
        }
      : {}),
    ...overrides,
  };
}
