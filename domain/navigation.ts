/**
 * Menu entries of spec §2 and their gates (§6). The client builds its side menu from this table and
 * its route guards from it plus domain/routeAccess.ts; tests check each role's menu against it.
 */
import type { FeatureCode } from "./features";
import { FEATURES } from "./features";
import type { Privilege, RoleCode, RoleHolder } from "./privileges";
import {
  checkAnyPrivilege,
  hasRole,
  isAdmin,
  PRIVILEGES as P,
} from "./privileges";

export interface Gate {
  /** Any of these privileges (an admin passes). */
  privileges?: readonly Privilege[];
  /** Only administrators (holders of the admin privilege). */
  adminOnly?: boolean;
  /** Only this role (administrators pass too: "admin sees everything"). */
  role?: RoleCode;
  /** Only while this feature toggle is on. */
  feature?: FeatureCode;
  /** Not shown to administrators (facility users, §2). */
  hiddenForAdmins?: boolean;
  /** Not shown to administrators' counterpart: shown only to non-admins. */
  nonAdminsOnly?: boolean;
}

export interface MenuItem {
  /** i18n key under app.menu */
  key: string;
  path: string;
  gate: Gate;
}

export interface MenuGroup {
  key: string;
  gate: Gate;
  items: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

export const isMenuGroup = (e: MenuEntry): e is MenuGroup => "items" in e;

export type FeatureState = Readonly<Partial<Record<FeatureCode, boolean>>>;

export function passesGate(
  user: RoleHolder | null,
  gate: Gate,
  features: FeatureState,
): boolean {
  if (!user) return false;
  if (gate.feature && !features[gate.feature]) return false;
  const admin = isAdmin(user);
  if (gate.hiddenForAdmins && admin) return false;
  if (gate.nonAdminsOnly && admin) return false;
  if (gate.adminOnly && !admin) return false;
  if (gate.role && !admin && !hasRole(user, gate.role)) return false;
  if (gate.privileges && !checkAnyPrivilege(user, gate.privileges).ok)
    return false;
  return true;
}

export const TRANSPORT_ADMIN = "/admin/transport";
export const SYSTEM_ADMIN = "/admin";
const T = TRANSPORT_ADMIN;
const S = SYSTEM_ADMIN;

export const MENU: readonly MenuEntry[] = [
  { key: "home", path: "/", gate: {} },
  {
    key: "analytics",
    gate: { privileges: [P.viewAnalytics], feature: FEATURES.analytics },
    items: [
      {
        key: "analyticsUsers",
        path: "/analytics/users",
        gate: { adminOnly: true },
      },
      { key: "analyticsReports", path: "/analytics/reports", gate: {} },
    ],
  },
  {
    key: "knowledge",
    gate: { feature: FEATURES.knowledgeManagement },
    items: [
      {
        key: "knowledgeSearch",
        path: "/knowledgemanagement/search",
        gate: { feature: FEATURES.knowledgeManagementSearch },
      },
      { key: "articleCollections", path: "/articles/collections", gate: {} },
    ],
  },
  { key: "calendar", path: "/calendar", gate: {} },
  { key: "allTrips", path: "/trips/all", gate: { nonAdminsOnly: true } },
  {
    key: "trips",
    gate: { adminOnly: true },
    items: [
      { key: "allTrips", path: "/trips/all", gate: {} },
      {
        key: "tripsInProgress",
        path: "/trips/in-progress",
        gate: { adminOnly: true },
      },
    ],
  },
  {
    key: "documents",
    path: "/documents",
    gate: { feature: FEATURES.documents },
  },
  {
    key: "discussions",
    path: "/discussions",
    gate: { feature: FEATURES.discussions },
  },
  {
    key: "workspaces",
    path: "/workspaces",
    gate: { feature: FEATURES.workspaces },
  },
  {
    key: "transportAdmin",
    gate: {},
    items: [
      {
        key: "invoices",
        path: `${T}/invoices`,
        gate: { privileges: [P.modifyTripPrices] },
      },
      {
        key: "tripPrices",
        path: `${T}/trip-prices`,
        gate: { privileges: [P.modifyTripPrices] },
      },
      {
        key: "drivers",
        path: `${T}/drivers`,
        gate: { privileges: [P.modifyDrivers] },
      },
      {
        key: "vehicles",
        path: `${T}/vehicles`,
        gate: { privileges: [P.modifyVehicles] },
      },
      {
        key: "facilities",
        path: `${T}/facilities`,
        gate: { privileges: [P.modifyFacilities] },
      },
      {
        key: "facilityUsers",
        path: `${T}/facility-users`,
        gate: { privileges: [P.modifyFacilityUsers], hiddenForAdmins: true },
      },
      {
        // Not in §2's list: issue 3 adds it for the roles that keep patient records.
        key: "patients",
        path: `${T}/patients`,
        gate: { privileges: [P.modifyPatients] },
      },
      {
        key: "insuranceProviders",
        path: `${T}/insurance-providers`,
        gate: { privileges: [P.modifyInsuranceProviders] },
      },
      {
        key: "paymentRecords",
        path: `${T}/payment-records`,
        gate: { privileges: [P.viewPaymentRecords] },
      },
      {
        key: "reports",
        path: `${T}/reports`,
        gate: { privileges: [P.modifyReports] },
      },
    ],
  },
  {
    key: "systemAdmin",
    gate: {},
    items: [
      {
        key: "activities",
        path: `${S}/activities`,
        gate: { privileges: [P.viewActivities] },
      },
      {
        key: "attributes",
        path: `${S}/attributes`,
        gate: { privileges: [P.modifyAttributes] },
      },
      {
        key: "features",
        path: `${S}/features`,
        gate: { privileges: [P.modifyFeatures] },
      },
      {
        key: "systemNotifications",
        path: `${S}/notifications`,
        gate: { privileges: [P.modifyNotifications] },
      },
      {
        key: "support",
        path: `${S}/support`,
        gate: { privileges: [P.modifySupport] },
      },
      {
        key: "users",
        path: `${S}/users`,
        gate: { privileges: [P.modifyUsers, P.viewUsers] },
      },
      { key: "services", path: `${S}/services`, gate: { adminOnly: true } },
      {
        key: "adminArticles",
        path: `${S}/articles/article`,
        gate: { adminOnly: true, feature: FEATURES.knowledgeManagement },
      },
      {
        key: "adminArticleCollections",
        path: `${S}/articles/collections`,
        gate: { adminOnly: true, feature: FEATURES.knowledgeManagement },
      },
    ],
  },
];

/** The visible menu for a user: items whose gate passes, groups with at least one visible item. */
export function visibleMenu(
  user: RoleHolder | null,
  features: FeatureState,
): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of MENU) {
    if (!passesGate(user, entry.gate, features)) continue;
    if (isMenuGroup(entry)) {
      const items = entry.items.filter((i) =>
        passesGate(user, i.gate, features),
      );
      if (items.length > 0) out.push({ ...entry, items });
    } else {
      out.push(entry);
    }
  }
  return out;
}
