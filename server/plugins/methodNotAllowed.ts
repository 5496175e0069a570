/**
 * §8 has a 405 ("The requested method was not implemented on the server."), but Fastify answers 404
 * for a known path asked with another method. Routes are recorded as they are registered, so the
 * not-found handler (server/errors.ts) can tell "no such path" (404) from "not this method" (405).
 */
import type { FastifyInstance } from "fastify";

export interface RouteTable {
  /** The methods routes answer to for this URL (sorted); empty when no route has the path. */
  allowedMethods(url: string): string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "/api/users/:id" → /^\/api\/users\/[^/]+$/; a "*" segment matches the rest. */
function patternOf(url: string): RegExp {
  const source = url
    .split("/")
    .map((segment) =>
      segment === "*"
        ? ".*"
        : segment.includes(":")
          ? "[^/]+"
          : escapeRegExp(segment),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * The catch-all GET that answers client-side routes with the app shell (app.ts). It makes no path
 * known: a POST to /signin stays a 404, not a 405.
 */
export const CLIENT_SHELL_ROUTE = "/*";

/** Call before any route is registered: the onRoute hook is inherited by every later context. */
export function trackRoutes(app: FastifyInstance): RouteTable {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook("onRoute", (route) => {
    if (route.url === CLIENT_SHELL_ROUTE) return;
    const entry = routes.get(route.url) ?? {
      pattern: patternOf(route.url),
      methods: new Set<string>(),
    };
    for (const method of [route.method].flat())
      entry.methods.add(method.toUpperCase());
    routes.set(route.url, entry);
  });
  return {
    allowedMethods(url) {
      const path = url.split("?")[0];
      const methods = new Set<string>();
      for (const route of routes.values()) {
        if (route.pattern.test(path))
          route.methods.forEach((m) => methods.add(m));
      }
      return [...methods].sort();
    },
  };
}
