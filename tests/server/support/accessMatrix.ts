/**
 * What the role × route matrix expects (tests/server/access-matrix.test.ts), computed from the declared
 * rules and the one privilege table in domain/, never from the server's answers.
 */
import { FEATURE_CODES } from "../../../domain/features";
import { isBuilt } from "../../../domain/modules/defineModule";
import { API_MODULES } from "../../../domain/modules/registry";
import type { FeatureState } from "../../../domain/navigation";
import { passesGate } from "../../../domain/navigation";
import type { RoleCode } from "../../../domain/privileges";
import { ROLE_CODES } from "../../../domain/privileges";
import { checkAccess } from "../../../server/plugins/auth";
import type { AuthUser } from "../../../server/auth/authUser";
import type { RouteRule } from "../../../server/plugins/routeAccess";
import { PUBLIC } from "../../../server/plugins/routeAccess";
import { accountRouteRefusesKeys } from "../../../server/services/keyAuth";

/** An API key of a service user of this role (issue 28), beside the people's sessions. */
export type KeyCaller = `key:${RoleCode}`;
export type Caller = RoleCode | "anonymous" | KeyCaller;

export const isKeyCaller = (caller: Caller): caller is KeyCaller =>
  caller.startsWith("key:");
export type Answer = 401 | 403 | "allowed";

/** A signed-in user holding exactly this role (what the gate reads). */
const userWithRole = (role: RoleCode) =>
  ({
    roles: [{ roleCode: role }],
    requirePasswordReset: false,
  }) as unknown as AuthUser;

/**
 * A key holder is answered as a person of its role, except on the routes that manage an account
 * (server/services/keyAuth.ts), which refuse every key.
 */
export function expectedAnswer(
  rule: RouteRule,
  caller: Caller,
  route?: { method: string; url: string },
): Answer {
  if (rule === PUBLIC) return "allowed";
  if (caller === "anonymous") return 401;
  if (
    isKeyCaller(caller) &&
    route &&
    accountRouteRefusesKeys(route.method, route.url)
  )
    return 403;
  const role = (isKeyCaller(caller) ? caller.slice(4) : caller) as RoleCode;
  try {
    checkAccess(userWithRole(role), rule);
    return "allowed";
  } catch {
    return 403;
  }
}

const ALL_FEATURES_ON: FeatureState = Object.fromEntries(
  FEATURE_CODES.map((code) => [code, true]),
);

export interface MenuListCall {
  entry: string;
  /** The list call behind the entry, under /api. */
  url: string;
  /** The roles that see the entry (every feature on). */
  roles: RoleCode[];
}

/** Every built module's own menu entries (those that open its list), with who sees them. */
export function menuListCalls(): MenuListCall[] {
  const calls: MenuListCall[] = [];
  for (const module of API_MODULES) {
    if (!isBuilt(module)) continue;
    for (const item of module.menu ?? []) {
      // An entry with a path of its own leads to a custom page, not to the module's list.
      if (item.path && item.path !== `/${module.name}`) continue;
      calls.push({
        entry: `${module.name} (${item.key})`,
        url: `${module.api.prefix}/search`,
        roles: ROLE_CODES.filter((role) =>
          passesGate(
            { roles: [{ roleCode: role }] },
            item.gate,
            ALL_FEATURES_ON,
          ),
        ),
      });
    }
  }
  return calls;
}
