/**
 * Menu entries of spec §2 and their gates (§6), gathered from the module declarations
 * (domain/modules: each module's `menu`, placed by group and position). The client builds its side
 * menu from this table and its route guards from it plus domain/routeAccess.ts; tests check each
 * role's menu against it.
 */
import type { Gate, MenuGroupKey, MenuItemSpec } from "./modules/defineModule";
import { MODULES } from "./modules/registry";
import type { FeatureCode } from "./features";
import { FEATURES } from "./features";
import type { RoleHolder } from "./privileges";
import {
  checkAnyPrivilege,
  hasRole,
  isAdmin,
  PRIVILEGES as P,
} from "./privileges";

export type { Gate } from "./modules/defineModule";
export { SYSTEM_ADMIN, TRANSPORT_ADMIN } from "./modules/defineModule";

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
  if (gate.lacksPrivileges && checkAnyPrivilege(user, gate.lacksPrivileges).ok)
    return false;
  if (gate.adminOnly && !admin) return false;
  if (gate.role && !admin && !hasRole(user, gate.role)) return false;
  if (gate.privileges && !checkAnyPrivilege(user, gate.privileges).ok)
    return false;
  return true;
}

/** The §2 sections: where each sits among the top-level entries, and who sees it at all. */
const MENU_GROUPS: Readonly<
  Record<MenuGroupKey, { position: number; gate: Gate }>
> = {
  analytics: {
    position: 10,
    gate: { privileges: [P.viewAnalytics], feature: FEATURES.analytics },
  },
  knowledge: {
    position: 20,
    gate: { feature: FEATURES.knowledgeManagement },
  },
  // Issue 10: the group holds dispatch's screens, so every holder of modify-trips gets it.
  trips: { position: 50, gate: { privileges: [P.modifyTrips] } },
  transportAdmin: { position: 90, gate: {} },
  systemAdmin: { position: 100, gate: {} },
};

const byPosition = (a: { position: number }, b: { position: number }) =>
  a.position - b.position;

type PlacedItem = MenuItemSpec & { path: string };

const toItem = ({ key, path, gate }: PlacedItem): MenuItem => ({
  key,
  path,
  gate,
});

interface Placed {
  position: number;
  entry: MenuEntry;
}

/** The menu of §2, in its order, from the modules' declared entries (domain/modules). */
function buildMenu(items: readonly PlacedItem[]): MenuEntry[] {
  const top: Placed[] = items
    .filter((i) => !i.group)
    .map((i) => ({ position: i.position, entry: toItem(i) }));
  const groups: Placed[] = Object.entries(MENU_GROUPS).map(([key, group]) => ({
    position: group.position,
    entry: {
      key,
      gate: group.gate,
      items: items
        .filter((i) => i.group === key)
        .sort(byPosition)
        .map(toItem),
    },
  }));
  return [...top, ...groups]
    .sort(byPosition)
    .map((e) => e.entry)
    .filter((e) => !isMenuGroup(e) || e.items.length > 0);
}

export const MENU: readonly MenuEntry[] = buildMenu(
  MODULES.flatMap((m) =>
    (m.menu ?? []).map((item) => ({
      ...item,
      path: item.path ?? m.paths.list,
    })),
  ),
);

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
