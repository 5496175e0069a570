import type { AuthProvider } from "react-admin";
import { vi } from "vitest";
import type { RoleCode } from "../../domain/privileges";

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
    ...overrides,
  };
}
