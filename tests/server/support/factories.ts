/** Row factories: buildX(db, overrides) inserts a row with sensible defaults. */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { RoleCode } from "../../../domain/privileges";
import { hashPassword } from "../../../server/auth/secrets";
import type { Db } from "../../../server/db/client";
import { facilities, features, users } from "../../../server/db/schema";

export const TEST_PASSWORD = "Correct-Horse-Battery-9";
let cachedHash: Promise<string> | undefined;
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString("hex");

export async function buildFacility(
  db: Db,
  overrides: Partial<typeof facilities.$inferInsert> = {},
) {
  const [f] = await db
    .insert(facilities)
    .values({
      name: `Facility ${unique()}`,
      facilityType: "facility",
      addressLine1: "100 Main St",
      city: "Columbus",
      state: "OH",
      postalCode: "43215",
      phone: "(614) 555-0100",
      ...overrides,
    })
    .returning();
  return f;
}

export async function buildUser(
  db: Db,
  overrides: Partial<Omit<typeof users.$inferInsert, "roles">> & {
    role?: RoleCode;
    roles?: string[];
  } = {},
) {
  const { role = "customer", roles, ...rest } = overrides;
  const [u] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.test`,
      firstName: "Test",
      lastName: `User ${unique()}`,
      roles: roles ?? [role],
      passwordHash: await passwordHash(),
      emailVerifiedAt: new Date(),
      ...rest,
    })
    .returning();
  return u;
}

export async function buildFeature(
  db: Db,
  overrides: Partial<typeof features.$inferInsert> = {},
) {
  const [f] = await db
    .insert(features)
    .values({
      code: `feature-${unique()}`,
      title: `Feature ${unique()}`,
      active: false,
      ...overrides,
    })
    .returning();
  return f;
}

/** Signs in through the API and returns the headers a client would send. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; id: string },
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sessions",
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200)
    throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json().data.token as string;
  return { authorization: `Bearer ${token}`, "x-user-id": user.id, token };
}

export async function signedInAs(
  app: FastifyInstance,
  db: Db,
  role: RoleCode,
  overrides: Parameters<typeof buildUser>[1] = {},
) {
  const user = await buildUser(db, { role, ...overrides });
  const { token, ...headers } = await signIn(app, user);
  return { user, headers, token };
}

/** A valid POST /api/users body (a new nurse) with overrides. */
export const userBody = (overrides: Record<string, unknown> = {}) => ({
  email: `u-${unique()}@example.test`,
  firstName: "Uma",
  lastName: "User",
  roles: [{ roleCode: "nurse" }],
  ...overrides,
});
