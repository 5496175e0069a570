/**
 * Feature toggles on the server (issue 24): while a module's toggle is off, its API answers 404 "The
 * Workspaces module is switched off.", not only its menu and pages. The toggle is read from the
 * module declaration: defineModule copies the module's `feature` into every rule of its `access`, so
 * authorize() checks it on whatever route reads the rule; and every /api route under a toggled
 * module's prefix that reads some other rule (or none) gets the same check appended here, so no
 * route of the module can forget it. Asked of the database on every call (one indexed read by the
 * unique code), never cached: several API processes must agree the moment an administrator flips it.
 */
import { eq } from "drizzle-orm";
import type {
  FastifyInstance,
  FastifyRequest,
  RouteOptions,
  preParsingAsyncHookHandler,
} from "fastify";
import type { FeatureCode } from "../../domain/features";
import { featureOffMessage } from "../../domain/features";
import type { ApiModule } from "../../domain/modules/registry";
import { API_MODULES } from "../../domain/modules/registry";
import type { Db } from "../db/client";
import { features } from "../db/schema";
import { notFound } from "../errors";
import { gateRuleOf } from "./routeAccess";

const API = "/api";

/**
 * Whether a toggle is on. A code without a row is off, as the public /featuretoggles answers it
 * (spec §3: an unknown code is inactive), so the client and the server never disagree.
 */
export async function featureIsOn(
  db: Db,
  feature: FeatureCode,
): Promise<boolean> {
  const [found] = await db
    .select({ active: features.active })
    .from(features)
    .where(eq(features.code, feature))
    .limit(1);
  return found?.active ?? false;
}

/** Throws the 404 of a switched-off module. */
export async function requireFeature(
  db: Db,
  feature: FeatureCode,
): Promise<void> {
  if (!(await featureIsOn(db, feature)))
    throw notFound(featureOffMessage(feature));
}

const under = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`);

/**
 * The toggle an /api route hangs on: the feature of the API module whose prefix holds the path (the
 * longest one: /trips/documents is not /trips'), or undefined.
 */
export function featureOfApiPath(
  url: string,
  modules: readonly ApiModule[] = API_MODULES,
): FeatureCode | undefined {
  let best: ApiModule | undefined;
  for (const m of modules) {
    const prefix = `${API}${m.api.prefix}`;
    if (
      under(url, prefix) &&
      (!best || m.api.prefix.length > best.api.prefix.length)
    )
      best = m;
  }
  return best?.feature;
}

const FEATURE_GATE = Symbol("feature gate");
type HookList = RouteOptions["preParsing"];
type Phase = "onRequest" | "preParsing" | "preHandler";

/**
 * Appends the toggle's check to the routes of toggled modules whose rule does not carry it, after
 * their access gate (in the gate's own phase, so an anonymous caller is still answered 401 first).
 */
export function guardToggledRoutes(app: FastifyInstance, db: () => Db): void {
  app.addHook("onRoute", (route) => {
    const feature = featureOfApiPath(route.url);
    if (!feature) return;
    const found = gateRuleOf(route);
    if (found?.rule.feature === feature) return;
    const phase: Phase = found?.phase ?? "preParsing";
    const hooks = [route[phase] as HookList].flat().filter(Boolean);
    if (hooks.some((h) => (h as { [FEATURE_GATE]?: true })[FEATURE_GATE]))
      return;
    const gate: preParsingAsyncHookHandler = async (
      _request: FastifyRequest,
    ) => {
      await requireFeature(db(), feature);
    };
    Object.assign(gate, { [FEATURE_GATE]: true });
    (route as Record<Phase, unknown>)[phase] = [...hooks, gate];
  });
}
