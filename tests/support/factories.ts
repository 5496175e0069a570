/** Test data builders: `buildX(overrides)` returns a complete, valid object of the contract. */
import type { RoleCode } from "../../domain/privileges";
import type { Feature } from "../../domain/schemas/feature";
import type { User } from "../../domain/schemas/user";
import { writeSession } from "../../providers/session";

let sequence = 0;
const next = () => ++sequence;
const uuid = (n: number) =>
  `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const NOW = "2025-01-15T10:00:00.000Z";

export function buildUser(overrides: Partial<User> = {}): User {
  const n = next();
  const userId = overrides.userId ?? uuid(n);
  return {
    _id: userId,
    id: userId,
    userId,
    email: `user${n}@example.test`,
    firstName: "Ada",
    lastName: `Tester${n}`,
    roles: [{ roleCode: "customer" }],
    requirePasswordReset: false,
    emailVerified: true,
    active: true,
    facilityUserDetail: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export const buildUserWithRole = (
  role: RoleCode,
  overrides: Partial<User> = {},
) => buildUser({ roles: [{ roleCode: role }], ...overrides });

export function buildFeature(overrides: Partial<Feature> = {}): Feature {
  const n = next();
  const featureId = overrides.featureId ?? uuid(n);
  return {
    _id: featureId,
    id: featureId,
    featureId,
    featureCode: `feature-test-${n}`,
    featureTitle: `Test feature ${n}`,
    featureDescription: null,
    active: false,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** Stores a signed-in session as the app would after sign-in (session storage of §9). */
export function storeSession(
  user: User,
  token = `token-${user.userId}`,
): string {
  writeSession({ token, user });
  return token;
}
