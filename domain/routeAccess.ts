/**
 * Who may open a path (§6 "Route access"), from the menu of domain/navigation.ts plus the two
 * tables below. A feature switched off hides the module ("notFound"); any other failing gate refuses
 * ("forbidden"). The menu's display-only rules (hidden for administrators, shown only to non-admins)
 * don't restrict routes: "admin sees everything".
 */
import { FEATURES } from "./features";
import type { FeatureState, Gate } from "./navigation";
import {
  isMenuGroup,
  MENU,
  passesGate,
  SYSTEM_ADMIN as S,
  TRANSPORT_ADMIN as T,
} from "./navigation";
import type { RoleHolder } from "./privileges";
import { PRIVILEGES as P, ROLES } from "./privileges";

/**
 * Route gates where they differ from the menu: these routes require admin, and facility-users routes
 * need role facilityadmin. Both readings stand: the menu may show an entry whose route then refuses.
 */
export const ROUTE_GATES: Readonly<Record<string, Gate>> = {
  "/trips/in-progress": { adminOnly: true },
  "/trip/upsert": { adminOnly: true },
  [`${T}/insurance-providers`]: { adminOnly: true },
  [`${T}/invoices`]: { adminOnly: true },
  [`${T}/invoice`]: { adminOnly: true },
  [`${T}/payment-records`]: { adminOnly: true },
  [`${T}/reports`]: { adminOnly: true },
  [`${T}/facility-users`]: {
    role: ROLES.facilityadmin,
    privileges: [P.modifyFacilityUsers],
  },
  [`${T}/facility-user`]: {
    role: ROLES.facilityadmin,
    privileges: [P.modifyFacilityUsers],
  },
  [`${S}/features`]: { privileges: [P.modifyFeatures] },
  [`${S}/feature`]: { privileges: [P.modifyFeatures] },
  [`${S}/users`]: { privileges: [P.modifyUsers, P.viewUsers] },
  [`${S}/user`]: { privileges: [P.modifyUsers] },
};

/** Gates of module routes that no menu path covers (§2 route lists). */
export const MODULE_GATES: Readonly<Record<string, Gate>> = {
  "/analytics": { privileges: [P.viewAnalytics], feature: FEATURES.analytics },
  "/articles": { feature: FEATURES.knowledgeManagement },
  "/article": { feature: FEATURES.knowledgeManagement },
  "/knowledgemanagement": { feature: FEATURES.knowledgeManagement },
  [`${S}/articles`]: { adminOnly: true, feature: FEATURES.knowledgeManagement },
  "/discussion": { feature: FEATURES.discussions },
  "/discussions": { feature: FEATURES.discussions },
  // The notifications icon only shows while discussions are on (§2), so its page follows.
  "/notifications": { feature: FEATURES.discussions },
  "/documents": { feature: FEATURES.documents },
  "/workspace": { feature: FEATURES.workspaces },
  "/workspaces": { feature: FEATURES.workspaces },
  "/driver": { role: ROLES.driver },
  // Record screens sit beside their lists under singular names (§2: driver/create, vehicle/:id).
  [`${T}/driver`]: { privileges: [P.modifyDrivers] },
  // A vehicle and its documents may be read with view-vehicles (drivers); changing needs modify.
  [`${T}/vehicle`]: { privileges: [P.modifyVehicles, P.viewVehicles] },
  [`${T}/vehicle/create`]: { privileges: [P.modifyVehicles] },
  [`${T}/vehicle/upsert`]: { privileges: [P.modifyVehicles] },
  [`${T}/facility`]: { privileges: [P.modifyFacilities] },
  [`${S}/attribute`]: { privileges: [P.modifyAttributes] },
};

/** A path lies under a prefix when it is the prefix or continues it after a slash. */
const under = (path: string, prefix: string) =>
  path === prefix || (prefix !== "/" && path.startsWith(prefix + "/"));

/** The gate of the longest prefix of `table` that the path lies under. */
export function longestPrefixGate(
  path: string,
  table: Readonly<Record<string, Gate>>,
): Gate | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(table)) {
    if (under(path, prefix) && (!best || prefix.length > best.length))
      best = prefix;
  }
  return best ? table[best] : undefined;
}

export const routeGate = (path: string) => longestPrefixGate(path, ROUTE_GATES);

/**
 * The menu entries a path belongs to, as alternatives (the same path may appear twice, e.g.
 * /trips/all for non-admins and inside the admins' Trips group); each alternative lists the group's
 * gate and the item's gate.
 */
export function menuAlternatives(path: string): Gate[][] {
  let bestLength = 0;
  let alternatives: Gate[][] = [];
  for (const entry of MENU) {
    const items = isMenuGroup(entry) ? entry.items : [entry];
    for (const item of items) {
      if (!under(path, item.path)) continue;
      const gates = isMenuGroup(entry) ? [entry.gate, item.gate] : [item.gate];
      if (item.path.length > bestLength) {
        bestLength = item.path.length;
        alternatives = [gates];
      } else if (item.path.length === bestLength) {
        alternatives.push(gates);
      }
    }
  }
  return alternatives;
}

/** The gate without its feature and display-only parts: what access itself requires. */
function accessPart(gate: Gate): Gate {
  const {
    feature: _feature,
    hiddenForAdmins: _hidden,
    nonAdminsOnly: _nonAdmins,
    ...rest
  } = gate;
  return rest;
}

export type Access = "allowed" | "forbidden" | "notFound";

export interface AccessOptions {
  /** Skip feature checks (before the toggles are known, or where they are not). */
  ignoreFeatures?: boolean;
}

const normalise = (path: string) => {
  const bare = path.split(/[?#]/)[0] || "/";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
};

export function pathAccess(
  user: RoleHolder | null,
  rawPath: string,
  features: FeatureState,
  options: AccessOptions = {},
): Access {
  if (!user) return "forbidden";
  const path = normalise(rawPath);
  const required = [
    routeGate(path),
    longestPrefixGate(path, MODULE_GATES),
  ].filter((g): g is Gate => g !== undefined);
  const alternatives = menuAlternatives(path);
  const featureOff = (g: Gate) => !!g.feature && !features[g.feature];
  if (
    !options.ignoreFeatures &&
    [...required, ...alternatives.flat()].some(featureOff)
  ) {
    return "notFound";
  }
  const passes = (g: Gate) => passesGate(user, accessPart(g), features);
  if (!required.every(passes)) return "forbidden";
  if (alternatives.length > 0 && !alternatives.some((alt) => alt.every(passes)))
    return "forbidden";
  return "allowed";
}
