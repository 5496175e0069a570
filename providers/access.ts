/**
 * Who may open a path (§6), from domain/navigation.ts: the route gate (ROUTE_GATES), the gate of
 * the menu entry the path belongs to (with its group's), and the module gates below for routes that
 * are not menu paths (/article/:slug belongs to knowledge management, /workspace/... to
 * workspaces). A feature switched off hides the module ("notFound"); any other failing gate
 * refuses it ("forbidden"). The side menu's display-only rules (hidden for administrators, shown
 * only to non-admins) don't restrict routes: "admin sees everything".
 */
import { FEATURES } from "../domain/features";
import type { FeatureState, Gate } from "../domain/navigation";
import { isMenuGroup, MENU, passesGate, routeGate } from "../domain/navigation";
import type { RoleHolder } from "../domain/privileges";
import { PRIVILEGES as P, ROLES } from "../domain/privileges";

export type Access = "allowed" | "forbidden" | "notFound";

const T = "/admin/transport";

/** Gates of module routes that no menu path covers (§2 route lists). */
export const MODULE_GATES: Readonly<Record<string, Gate>> = {
  "/analytics": { privileges: [P.viewAnalytics], feature: FEATURES.analytics },
  "/articles": { feature: FEATURES.knowledgeManagement },
  "/article": { feature: FEATURES.knowledgeManagement },
  "/knowledgemanagement": { feature: FEATURES.knowledgeManagement },
  "/admin/articles": { adminOnly: true, feature: FEATURES.knowledgeManagement },
  "/discussion": { feature: FEATURES.discussions },
  "/discussions": { feature: FEATURES.discussions },
  // The notifications icon only shows while discussions are on (§2), so its page follows.
  "/notifications": { feature: FEATURES.discussions },
  "/documents": { feature: FEATURES.documents },
  "/workspace": { feature: FEATURES.workspaces },
  "/workspaces": { feature: FEATURES.workspaces },
  "/driver": { role: ROLES.driver },
  [`${T}/driver`]: { privileges: [P.modifyDrivers] },
  [`${T}/vehicle`]: { privileges: [P.modifyVehicles] },
  "/admin/attribute": { privileges: [P.modifyAttributes] },
};

const matches = (path: string, prefix: string) =>
  path === prefix || (prefix !== "/" && path.startsWith(prefix + "/"));

const normalise = (path: string) => {
  const bare = path.split(/[?#]/)[0] || "/";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
};

function longestMatch(
  path: string,
  table: Readonly<Record<string, Gate>>,
): Gate | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(table)) {
    if (matches(path, prefix) && (!best || prefix.length > best.length))
      best = prefix;
  }
  return best ? table[best] : undefined;
}

/**
 * The menu entries a path belongs to, as alternatives (the same path may appear twice, e.g.
 * /trips/all for non-admins and inside the admins' Trips group); each alternative lists the
 * group's gate and the item's gate.
 */
export function menuAlternatives(path: string): Gate[][] {
  let bestLength = 0;
  let alternatives: Gate[][] = [];
  for (const entry of MENU) {
    const items = isMenuGroup(entry) ? entry.items : [entry];
    for (const item of items) {
      if (!matches(path, item.path)) continue;
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

export interface AccessOptions {
  /** Skip feature checks (the auth provider's canAccess does not know the toggles). */
  ignoreFeatures?: boolean;
}

export function pathAccess(
  user: RoleHolder | null,
  rawPath: string,
  features: FeatureState,
  options: AccessOptions = {},
): Access {
  if (!user) return "forbidden";
  const path = normalise(rawPath);
  const required = [routeGate(path), longestMatch(path, MODULE_GATES)].filter(
    (g): g is Gate => g !== undefined,
  );
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
