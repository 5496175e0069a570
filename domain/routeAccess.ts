/**
 * Who may open a path (§6 "Route access"), from the menu of domain/navigation.ts plus the two
 * tables below, both gathered from the module declarations (domain/modules). A feature switched off
 * hides the module ("notFound"); any other failing gate refuses ("forbidden"). The menu's
 * display-only rules (hidden for administrators, shown only to non-admins) don't restrict routes:
 * "admin sees everything".
 */
import { MODULE_PATH_GATES, MODULE_ROUTE_GATES } from "./modules/registry";
import type { FeatureState, Gate } from "./navigation";
import { isMenuGroup, MENU, passesGate } from "./navigation";
import type { RoleHolder } from "./privileges";

/**
 * Route gates where they differ from the menu (each module's `routeGates`): e.g. invoices require
 * admin, and facility-users routes need role facilityadmin. Both readings stand: the menu may show
 * an entry whose route then refuses.
 */
export const ROUTE_GATES: Readonly<Record<string, Gate>> = MODULE_ROUTE_GATES;

/** Gates of module routes that no menu path covers (§2 route lists; each module's `moduleGates`). */
export const MODULE_GATES: Readonly<Record<string, Gate>> = MODULE_PATH_GATES;

/** A path lies under a prefix when it is the prefix or continues it after a slash. */
export const pathUnder = (path: string, prefix: string) =>
  path === prefix || (prefix !== "/" && path.startsWith(prefix + "/"));

/** The gate of the longest prefix of `table` that the path lies under. */
export function longestPrefixGate(
  path: string,
  table: Readonly<Record<string, Gate>>,
): Gate | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(table)) {
    if (pathUnder(path, prefix) && (!best || prefix.length > best.length))
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
      if (!pathUnder(path, item.path)) continue;
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
    lacksPrivileges: _lacks,
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
