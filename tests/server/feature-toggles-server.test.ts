/**
 * Feature toggles on the server (issue 24), generated from the declarations: for every API module
 * that hangs on a toggle (domain/modules/registry.ts API_MODULES with a `feature`) and every /api
 * route under its prefix (the app's own route access table), a signed-in system administrator gets
 * 404 "The <Module> module is switched off." while the toggle is off and never that answer while it
 * is on; an anonymous caller gets 401 either way. A route added later is covered without touching
 * this file, and one that skips the check fails it.
 */
import type { FastifyRequest } from "fastify";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeatureCode } from "../../domain/features";
import { FEATURES, featureOffMessage } from "../../domain/features";
import { isBuilt } from "../../domain/modules/defineModule";
import { API_MODULES } from "../../domain/modules/registry";
import { workspacesModule } from "../../domain/modules/workspaces";
import { FEATURE_DEFAULTS } from "../../server/db/seed";
import { features } from "../../server/db/schema";
import { AppError, unauthorized } from "../../server/errors";
import {
  featureOfApiPath,
  guardToggledRoutes,
} from "../../server/plugins/featureGate";
import type { RouteAccessEntry } from "../../server/plugins/routeAccess";
import { PUBLIC, tagAccess } from "../../server/plugins/routeAccess";
import type { Headers } from "./support/api";
import { as, call, post } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const SOME_ID = "00000000-0000-4000-8000-000000000000";
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, SOME_ID);
const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/** The toggled modules that answer today (a pending one has no routes yet). */
const TOGGLED = API_MODULES.filter((m) => m.feature && isBuilt(m));

let t: TestApp;
let admin: Headers;
let table: RouteAccessEntry[];

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: "100000" });
  await t.db.insert(features).values(FEATURE_DEFAULTS).onConflictDoNothing();
  admin = (await as(t, "systemadmin")).headers;
  table = t.app.routeAccessTable().filter((r) => r.method !== "HEAD");
});
afterAll(() => t?.close());

/** Flips a toggle through the API, as an administrator would; the next call must already see it. */
async function toggle(code: FeatureCode, active: boolean) {
  const res = await post(t, "/api/features/toggle", { code, active }, admin);
  expect(res.statusCode, res.body).toBe(200);
}

const callRoute = (route: RouteAccessEntry, headers?: Headers) =>
  call(t, route.method as "GET", concreteUrl(route.url), {
    headers,
    ...(WITH_BODY.has(route.method) ? { payload: {} } : {}),
  });

/** The routes of a module: under its prefix, and not under a longer prefix of another module's. */
const routesOf = (feature: FeatureCode, prefix: string) =>
  table.filter(
    (r) =>
      (r.url === `/api${prefix}` || r.url.startsWith(`/api${prefix}/`)) &&
      featureOfApiPath(r.url) === feature,
  );

describe("the toggled modules", () => {
  it("include the workspaces' three APIs, each with routes", () => {
    const names = TOGGLED.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining(["workspaces", "workspace-members", "tasks"]),
    );
    for (const m of TOGGLED)
      expect(
        routesOf(m.feature!, m.api.prefix).length,
        `${m.name} has no routes under /api${m.api.prefix}`,
      ).toBeGreaterThan(0);
  });

  it("carry their toggle in every access rule of the declaration", () => {
    for (const m of TOGGLED) {
      expect(m.access?.read.feature, m.name).toBe(m.feature);
      expect(m.access?.write.feature, m.name).toBe(m.feature);
      if (m.access?.delete)
        expect(m.access.delete.feature, m.name).toBe(m.feature);
    }
  });

  it("name a readable module in the message", () => {
    expect(featureOffMessage(FEATURES.workspaces)).toBe(
      "The Workspaces module is switched off.",
    );
    expect(featureOffMessage(FEATURES.knowledgeManagement)).toBe(
      "The Knowledge Management module is switched off.",
    );
  });

  it("own the paths under their prefix, the longest prefix deciding", () => {
    expect(featureOfApiPath("/api/workspaces/:id")).toBe(FEATURES.workspaces);
    expect(featureOfApiPath("/api/tasks/:taskId/move")).toBe(
      FEATURES.workspaces,
    );
    expect(featureOfApiPath("/api/workspaces-other")).toBeUndefined();
    expect(featureOfApiPath("/api/trips/documents/search")).toBeUndefined();
    expect(featureOfApiPath(`/api${workspacesModule.api.prefix}`)).toBe(
      FEATURES.workspaces,
    );
  });
});

describe.each(TOGGLED.map((m) => [m.name, m] as const))(
  "%s with its toggle",
  (_name, m) => {
    const feature = m.feature!;
    const message = featureOffMessage(feature);

    it("off: 404 with the module's message for a system administrator, 401 for anonymous callers", async () => {
      await toggle(feature, false);
      for (const route of routesOf(feature, m.api.prefix)) {
        const res = await callRoute(route, admin);
        const what = `${route.method} ${route.url}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBe(404);
        expect(res.json().message, what).toBe(message);
        if (route.rule !== PUBLIC)
          expect((await callRoute(route)).statusCode, what).toBe(401);
      }
    });

    it("on: never the module's switched-off answer; anonymous callers still 401", async () => {
      await toggle(feature, true);
      for (const route of routesOf(feature, m.api.prefix)) {
        const res = await callRoute(route, admin);
        const what = `${route.method} ${route.url}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode === 404)
          expect(res.json().message, what).not.toBe(message);
        if (route.rule !== PUBLIC)
          expect((await callRoute(route)).statusCode, what).toBe(401);
      }
    });
  },
);

describe("a toggled module's route that reads another rule, or none", () => {
  it("is checked all the same, after its own gate", async () => {
    const bare = Fastify();
    guardToggledRoutes(bare, () => t.db);
    bare.setErrorHandler((error, _request, reply) =>
      reply
        .code(error instanceof AppError ? error.statusCode : 500)
        .send({ message: error instanceof Error ? error.message : "" }),
    );
    await bare.register(
      async (api) => {
        api.get("/workspaces/unguarded", async () => ({ ok: true }));
        // A gate of its own, without the toggle, in the preHandler phase: 401 still comes first.
        api.get(
          "/tasks/gated",
          {
            preHandler: tagAccess(async (request: FastifyRequest) => {
              if (!request.headers.authorization) throw unauthorized();
            }, {}),
          },
          async () => ({ ok: true }),
        );
        api.get("/trips/untoggled", async () => ({ ok: true }));
      },
      { prefix: "/api" },
    );
    const hit = (url: string, signedIn = true) =>
      bare.inject({
        url,
        headers: signedIn ? { authorization: "Bearer x" } : {},
      });
    const off = featureOffMessage(FEATURES.workspaces);

    await toggle(FEATURES.workspaces, false);
    for (const url of ["/api/workspaces/unguarded", "/api/tasks/gated"]) {
      const res = await hit(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe(off);
    }
    expect((await hit("/api/tasks/gated", false)).statusCode).toBe(401);
    expect((await hit("/api/trips/untoggled")).statusCode).toBe(200);

    await toggle(FEATURES.workspaces, true);
    for (const url of ["/api/workspaces/unguarded", "/api/tasks/gated"])
      expect((await hit(url)).statusCode, url).toBe(200);
    await bare.close();
  });
});
