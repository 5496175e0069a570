/**
 * The route access table (issue 11, ASVS V8): every /api route declares who may call it, either
 * through its `preParsing: app.authorize({...})` gate (the gate carries its rule) or, for the few
 * routes anyone may call, `config: { access: "public" }`. The table is read back from the routes
 * themselves, so it cannot drift from what the server enforces; the role × route matrix test calls
 * every entry as each role and as an anonymous caller, and a route that declares nothing fails it.
 */
import type { RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { Access } from "./auth";

export const PUBLIC = "public" as const;
export type RouteRule = Access | typeof PUBLIC;

declare module "fastify" {
  interface FastifyContextConfig {
    /** "public": no session needed. Gated routes declare their rule through authorize() instead. */
    access?: RouteRule;
  }
  interface FastifyInstance {
    /** Every /api route with its declared rule (undefined: none declared, which a test refuses). */
    routeAccessTable(): RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  rule: RouteRule | undefined;
}

const RULE = Symbol("route access rule");
type Tagged = { [RULE]?: Access };

/** Marks a gate with the rule it enforces (server/plugins/auth.ts authorize()). */
export function tagAccess<F extends object>(gate: F, access: Access): F {
  (gate as Tagged)[RULE] = access;
  return gate;
}

type Hooks =
  | RouteOptions["preHandler"]
  | RouteOptions["preParsing"]
  | RouteOptions["onRequest"];

function ruleOfHooks(hooks: Hooks): Access | undefined {
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
  for (const hook of list) {
    const rule = (hook as Tagged)[RULE];
    if (rule) return rule;
  }
  return undefined;
}

/** The authorize() gate of a route, with the hook phase it sits in (./featureGate.ts appends after it). */
export function gateRuleOf(
  route: Pick<RouteOptions, "onRequest" | "preParsing" | "preHandler">,
):
  | { rule: Access; phase: "onRequest" | "preParsing" | "preHandler" }
  | undefined {
  for (const phase of ["onRequest", "preParsing", "preHandler"] as const) {
    const rule = ruleOfHooks(route[phase]);
    if (rule) return { rule, phase };
  }
  return undefined;
}

/** A route's declared rule: its config, else the gate among its hooks. */
export function ruleOf(route: RouteOptions): RouteRule | undefined {
  return (
    route.config?.access ??
    ruleOfHooks(route.preParsing) ??
    ruleOfHooks(route.onRequest) ??
    ruleOfHooks(route.preHandler)
  );
}

const isApiRoute = (url: string) => url === "/api" || url.startsWith("/api/");

export const routeAccessPlugin = fp(
  async (app) => {
    // Kept by reference: plugins that register routes (the API docs) may still set their rule in
    // their own onRoute hook, which runs after this one.
    const routes: RouteOptions[] = [];
    app.addHook("onRoute", (route) => {
      if (isApiRoute(route.url)) routes.push(route);
    });
    app.decorate("routeAccessTable", () =>
      routes.flatMap((route) =>
        [route.method].flat().map((method) => ({
          method,
          url: route.url,
          rule: ruleOf(route),
        })),
      ),
    );
  },
  { name: "route-access" },
);
