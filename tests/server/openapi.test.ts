/**
 * The OpenAPI document: generated from the routes' zod schemas, for administrators only, with a public
 * Swagger UI page that holds no API data.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicleUpsertSchema } from "../../domain/schemas/vehicle";
import type { Headers } from "./support/api";
import { as, expectError, get } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
});
afterAll(() => t.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, unknown>; required?: string[] } }
    >;
  };
}

const isDocs = (url: string) => /^\/api\/docs(?:\/|$)/.test(url);

/**
 * "METHOD /path" of every registered /api route, read from Fastify's route tree: a line's indent
 * gives its depth and its path is its parents' segments joined. HEAD is left out, as Fastify adds it
 * to every GET by itself.
 */
function registeredApiRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = line.match(/^(.*?)[└├]── (.+?)(?: \(([^)]*)\))?$/);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const url = stack.join("");
    for (const method of (match[3] ?? "").split(", "))
      if (
        /^[A-Z]+$/.test(method) &&
        method !== "HEAD" &&
        url.startsWith("/api")
      )
        routes.push(`${method} ${url}`);
  }
  return routes.filter((r) => !isDocs(r.split(" ")[1])).sort();
}

const documentedRoutes = (doc: OpenApiDocument) =>
  Object.entries(doc.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) =>
          `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
      ),
    )
    .sort();

describe("the OpenAPI document", () => {
  it("requires a session", async () => {
    expectError(await get(t, "/api/docs/json"), 401);
    expectError(await get(t, "/api/docs/yaml"), 401);
  });

  it("is refused to a data admin, who lacks the admin privilege", async () => {
    const { headers } = await as(t, "dataadmin");
    expectError(await get(t, "/api/docs/json", headers), 403);
    expectError(await get(t, "/api/docs/yaml", headers), 403);
  });

  it("describes every /api route for a system admin, and not the docs themselves", async () => {
    const res = await get(t, "/api/docs/json", admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const doc = res.json() as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths["/api/vehicles/search"])).toEqual(["post"]);
    expect(Object.keys(doc.paths["/api/auth/sessions"]).sort()).toEqual([
      "delete",
      "get",
      "post",
    ]);
    expect(Object.keys(doc.paths).filter(isDocs)).toEqual([]);
    const routes = registeredApiRoutes(t.app);
    // Top-level, split and nested entries of the tree, so its reading is checked too.
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/vehicles",
        "GET /api/auth/setup-status",
        "GET /api/vehicles/documents/:id/content",
      ]),
    );
    expect(documentedRoutes(doc)).toEqual(routes);
  });

  it("takes POST /api/vehicles' body from the schema the server validates with", async () => {
    const doc = (
      await get(t, "/api/docs/json", admin)
    ).json() as OpenApiDocument;
    const body =
      doc.paths["/api/vehicles"].post.requestBody?.content["application/json"]
        .schema;
    // Plus the attribute values every entity with attributes takes (server/crud/recordAttributes.ts).
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual(
      [...Object.keys(vehicleUpsertSchema.shape), "attributes"].sort(),
    );
    expect(body?.required).toEqual(
      expect.arrayContaining(["licensePlate", "vin", "make", "model"]),
    );
  });

  it("is also served as YAML to a system admin", async () => {
    const res = await get(t, "/api/docs/yaml", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/x-yaml/);
    expect(res.body).toMatch(/^openapi: 3\./m);
  });
});

describe("the Swagger UI page", () => {
  it("is public, holds no API data and loads only its own scripts under the app's CSP", async () => {
    const res = await get(t, "/api/docs");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain(
      "script-src 'self'",
    );
    expect(res.body).not.toContain("/api/vehicles");
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts)
      expect(attributes).toMatch(/src="\/api\/docs\/static\/[\w.-]+\.js"/);
    for (const asset of [
      "swagger-ui-bundle.js",
      "swagger-ui-standalone-preset.js",
      "swagger-ui.css",
    ]) {
      const file = await get(t, `/api/docs/static/${asset}`);
      expect(file.statusCode, asset).toBe(200);
    }
  });

  it("fetches the document with the session the app keeps in session storage", async () => {
    const res = await get(t, "/api/docs/static/swagger-initializer.js");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("requestInterceptor");
    expect(res.body).toContain('window.sessionStorage.getItem("token")');
    expect(res.body).toContain('request.headers.Authorization = "Bearer "');
  });
});
