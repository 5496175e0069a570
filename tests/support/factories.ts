/** Test data builders: `buildX(overrides)` returns a complete, valid object of the contract. */
import type { RoleCode } from "../../domain/privileges";
import type { Feature } from "../../domain/schemas/feature";
import type { User } from "../../domain/schemas/user";
import { writeSession } from "../../providers/session";

let sequence = 0;
/** A number unique within the test file: ids, emails and names that must not collide. */
export const next = () => ++sequence;
export const uuid = (n: number) =>
  `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const NOW = "2025-01-15T10:00:00.000Z";

export function buildUser(overrides: Partial<User> = {}): User {
  const n = next();
  const userId = overrides.userId ?? overrides.id ?? uuid(n);
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
  const featureId = overrides.featureId ?? overrides.id ?? uuid(n);
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

/** The API's user and feature rows, named like the other row builders (tests/support/rowFactories). */
export const buildUserRow = buildUser;
export const buildFeatureRow = buildFeature;

/** Stores a signed-in session as the app would after sign-in (session storage of §9). */
export function storeSession(
  user: User,
  token = `token-${user.userId}`,
): string {
  writeSession({ token, user });
  return token;
}
