/**
 * The service organisations' constants and messages (issue 28), without zod, so eagerly loaded
 * code (the pages' messages) can read them without pulling in the schemas of ./service.ts.
 */
import { ROLES, type RoleCode } from "../privileges";

export const SERVICE_ORGANIZATION_KINDS = [
  "broker",
  "hospital",
  "clearinghouse",
  "other",
] as const;
export type ServiceOrganizationKind =
  (typeof SERVICE_ORGANIZATION_KINDS)[number];

/** Every role of §6 but the system administrator's: a key never administers the system. */
export const SERVICE_ROLES = [
  ROLES.dataadmin,
  ROLES.facilityadmin,
  ROLES.nurse,
  ROLES.driver,
  ROLES.customer,
] as const satisfies readonly RoleCode[];
export type ServiceRole = (typeof SERVICE_ROLES)[number];

/** The roles scoped to a facility (as facility users are, ./facilityUser.ts). */
const FACILITY_ROLES: readonly string[] = [ROLES.nurse, ROLES.facilityadmin];

export const isFacilityServiceRole = (role: string): boolean =>
  FACILITY_ROLES.includes(role);

export const SERVICE_NAME_MAX = 120;
export const SERVICE_NOTES_MAX = 2000;
export const API_KEY_NAME_MAX = 100;
/** A key lives at most two years; 90 days unless the administrator chooses. */
export const API_KEY_MAX_DAYS = 730;
export const API_KEY_DEFAULT_DAYS = 90;
/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "nemt_sk_";

export const SERVICE_MESSAGES = {
  kind: "Choose a kind of organisation.",
  nameTaken: "Another service organisation has this name.",
  role: "Choose a role other than system administrator.",
  facilityRequired: "A facility role needs a facility.",
  facilityNotFound: "Choose an existing facility.",
  organizationNotFound: "Choose an existing service organisation.",
  organizationFixed: "A service user cannot move to another organisation.",
  /** 409 on deleting an organisation that still has service users. */
  organizationInUse: "Remove its service users first.",
  expiry: `Choose between 1 and ${API_KEY_MAX_DAYS} days.`,
  keyRevoked: "This key is already revoked.",
  keyForInactiveUser: "Activate the service user before giving it a key.",
  /** 403 to a key calling the routes that manage a person's own account. */
  accountRoute: "An API key cannot manage an account.",
  /** 401 to a revoked, expired or unknown key, or one of an inactive user or organisation. */
  keyRefused: "This API key is not valid.",
} as const;
