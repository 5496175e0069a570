/** Data shaping for the users admin: defaults, the single-role form field and the upsert body. */
import type { RoleCode } from "../../domain/privileges";
import { isFacilityScoped, ROLE_CODES } from "../../domain/privileges";
import type { User, UserUpsert } from "../../domain/schemas/user";

export type UserRow = Pick<
  User,
  | "id"
  | "userId"
  | "email"
  | "firstName"
  | "lastName"
  | "roles"
  | "requirePasswordReset"
  | "emailVerified"
  | "active"
  | "facilityUserDetail"
>;

export const userDefaults: UserUpsert = {
  email: "",
  firstName: "",
  lastName: "",
  roles: [],
  requirePasswordReset: true,
  facilityUserDetail: null,
  active: true,
};

/**
 * The form values for a row; a new user starts from the defaults. `id` stays for the record context
 * (the toolbar's delete button reads it); the upsert schema strips it from the submitted body.
 */
export function toUserForm(
  row: UserRow | null | undefined,
): UserUpsert & { id?: string } {
  if (!row) return { ...userDefaults, roles: [] };
  return {
    id: String(row.id),
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles
      .slice(0, 1)
      .map((r) => ({ roleCode: r.roleCode as RoleCode })),
    requirePasswordReset: row.requirePasswordReset,
    facilityUserDetail: row.facilityUserDetail,
    active: row.active,
  };
}

/** One role per user (privileges come from the first role only, §6): the select edits roles[0]. */
export const formatRole = (roles: unknown): string =>
  Array.isArray(roles) && typeof roles[0]?.roleCode === "string"
    ? roles[0].roleCode
    : "";

export const parseRole = (code: unknown): Array<{ roleCode: RoleCode }> =>
  typeof code === "string" && (ROLE_CODES as readonly string[]).includes(code)
    ? [{ roleCode: code as RoleCode }]
    : [];

/** An empty choice means "no facility", which the schema spells null. */
export const parseFacility = (id: unknown): string | null =>
  typeof id === "string" && id !== "" ? id : null;

/** Facility admins and nurses belong to a facility; other roles never carry one. */
export const roleNeedsFacility = (
  roles: UserUpsert["roles"] | undefined,
): boolean => isFacilityScoped({ roles });

/** The body sent to POST /users: drops a stale facility when the role no longer has one. */
export function toUserUpsert(values: UserUpsert): UserUpsert {
  return {
    ...values,
    facilityUserDetail: roleNeedsFacility(values.roles)
      ? { facilityId: values.facilityUserDetail?.facilityId ?? null }
      : null,
  };
}

/** Server field paths onto form inputs: any role error belongs to the single role select. */
export const userErrorField = (field: string): string =>
  field.startsWith("roles") ? "roles" : field;
