/**
 * The role–privilege table of spec §6: the only one. The server enforces it on every call and the
 * client derives menus and routes from it.
 */
export const ROLES = {
  systemadmin: "systemadmin",
  dataadmin: "dataadmin",
  facilityadmin: "facilityadmin",
  nurse: "nurse",
  driver: "driver",
  customer: "customer",
} as const;
export type RoleCode = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_CODES = Object.values(ROLES) as [RoleCode, ...RoleCode[]];

export const PRIVILEGES = {
  admin: "admin",
  modifyFeatures: "modify-features",
  modifyBillingProfiles: "modify-billing-profiles",
  modifyDrivers: "modify-drivers",
  modifyFacilities: "modify-facilities",
  modifyFacilityUsers: "modify-facility-users",
  modifyInsuranceProviders: "modify-insurance-providers",
  modifyNotifications: "modify-notifications",
  modifyPatients: "modify-patients",
  modifySupport: "modify-support",
  modifyTripPrices: "modify-trip-prices",
  modifyTrips: "modify-trips",
  modifyUsers: "modify-users",
  modifyVehicles: "modify-vehicles",
  requestTrips: "request-trips",
  startAndStopTrips: "start-and-stop-trips",
  viewActivities: "view-activities",
  viewAnalytics: "view-analytics",
  viewUsers: "view-users",
  viewVehicles: "view-vehicles",
  modifyAttributes: "modify-attributes",
  modifyReports: "modify-reports",
  viewPaymentRecords: "view-payment-records",
} as const;
export type Privilege = (typeof PRIVILEGES)[keyof typeof PRIVILEGES];

const P = PRIVILEGES;

export const ROLE_PRIVILEGES: Readonly<Record<RoleCode, readonly Privilege[]>> =
  {
    systemadmin: [P.admin, P.modifyFeatures],
    dataadmin: [
      P.modifyBillingProfiles,
      P.modifyDrivers,
      P.modifyFacilities,
      P.modifyInsuranceProviders,
      P.modifyNotifications,
      P.modifyPatients,
      P.modifySupport,
      P.modifyTripPrices,
      P.modifyTrips,
      P.modifyUsers,
      P.modifyVehicles,
      P.requestTrips,
      P.startAndStopTrips,
      P.viewActivities,
      P.viewAnalytics,
      P.viewUsers,
      P.viewVehicles,
    ],
    facilityadmin: [
      P.modifyFacilityUsers,
      P.modifyPatients,
      P.requestTrips,
      P.viewAnalytics,
    ],
    nurse: [P.modifyPatients, P.requestTrips],
    driver: [P.startAndStopTrips, P.viewVehicles],
    customer: [P.requestTrips],
  };

/** §5, word for word. */
export const ROLE_CHECK_MESSAGES = {
  userRequired: "User is required.",
  rolesRequired: "User roles are required.",
  privilegesRequired: "User privileges are required.",
} as const;

export interface RoleHolder {
  roles?: ReadonlyArray<{ roleCode: string }> | null;
}

export type PrivilegeCheck =
  { ok: true } | { ok: false; reason: string | null };

/** The privileges of the user's first role only (§6). */
export function privilegesOf(
  user: RoleHolder | null | undefined,
): readonly Privilege[] {
  const first = user?.roles?.[0]?.roleCode;
  // Own keys only: a role code such as "constructor" must not reach Object.prototype.
  if (!first || !Object.hasOwn(ROLE_PRIVILEGES, first)) return [];
  return ROLE_PRIVILEGES[first as RoleCode];
}

export function isAdmin(user: RoleHolder | null | undefined): boolean {
  return privilegesOf(user).includes(P.admin);
}

export function hasRole(
  user: RoleHolder | null | undefined,
  role: RoleCode,
): boolean {
  return user?.roles?.[0]?.roleCode === role;
}

/**
 * A privilege-any check: passes when any listed privilege is held; an admin passes every check.
 * The reason is one of §5's messages when the user, roles or privileges are missing, else null.
 */
export function checkAnyPrivilege(
  user: RoleHolder | null | undefined,
  required: readonly Privilege[],
): PrivilegeCheck {
  if (!user) return { ok: false, reason: ROLE_CHECK_MESSAGES.userRequired };
  if (!user.roles || user.roles.length === 0) {
    return { ok: false, reason: ROLE_CHECK_MESSAGES.rolesRequired };
  }
  const held = privilegesOf(user);
  if (held.length === 0)
    return { ok: false, reason: ROLE_CHECK_MESSAGES.privilegesRequired };
  if (held.includes(P.admin)) return { ok: true };
  return required.some((p) => held.includes(p))
    ? { ok: true }
    : { ok: false, reason: null };
}

export function hasAnyPrivilege(
  user: RoleHolder | null | undefined,
  required: readonly Privilege[],
): boolean {
  return checkAnyPrivilege(user, required).ok;
}

/** §6 "Facilityadmin and nurse are limited to their own facility". */
export const NO_FACILITY_FOUND = "NO_FACILITY_FOUND";
export const FACILITY_SCOPED_ROLES: readonly RoleCode[] = [
  ROLES.facilityadmin,
  ROLES.nurse,
];

export function isFacilityScoped(user: RoleHolder | null | undefined): boolean {
  const first = user?.roles?.[0]?.roleCode;
  return (
    !!first && (FACILITY_SCOPED_ROLES as readonly string[]).includes(first)
  );
}
