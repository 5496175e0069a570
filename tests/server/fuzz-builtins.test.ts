/**
 * Client-sent keys that are built-in object names, and bodies that are not objects, never make a
 * 500 (issue 8): every search route with each name as a filter and as sortBy, and every POST route
 * with null, an array, a string and a number as its body. The routes are read from the app's own
 * OpenAPI document, so a new route is covered without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { enableAllFeatures } from "./support/allFeatures";
import { as } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const BUILT_IN_NAMES = [
  "toString",
  "constructor",
  "valueOf",
  "__proto__",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupGetter__",
];
const NON_OBJECT_BODIES = ["null", "[]", "[1]", '"text"', "42", "true"];
const SOME_ID = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let headers: Headers;
let postPaths: string[];

beforeAll(async () => {
  t = await buildTestApp();
  // Toggled modules answer 404 while off: on, so their routes are judged too.
  await enableAllFeatures(t.db);
  ({ headers } = await as(t, "systemadmin"));
  const doc = t.app.swagger() as { paths?: Record<string, object> };
  postPaths = Object.entries(doc.paths ?? {})
    .filter(([, operations]) => "post" in operations)
    // OpenAPI writes path parameters as {id}.
    .map(([path]) => path.replace(/\{[^}]+\}/g, SOME_ID));
});
afterAll(() => t.close());

const searchPaths = () => postPaths.filter((p) => p.endsWith("/search"));

/** A JSON body sent as is, so keys such as __proto__ reach the server as written. */
const raw = (url: string, payload: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...headers, "content-type": "application/json" },
    payload,
  });

const expectNo5xx = (res: { statusCode: number; body: string }, what: string) =>
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);

describe("built-in object names never cause a 500", () => {
  it("finds the routes to fuzz", () => {
    expect(searchPaths().length).toBeGreaterThanOrEqual(10);
    expect(postPaths).toContain("/api/patients");
  });

  // Slow: one request per search route, built-in name and payload shape (about 2,000 requests,
  // growing with every search route), hence its own time limit rather than the suite's 30 s.
  it(
    "as a filter key, in the body and in every additional*Filters map, on every search route",
    { timeout: 120_000 },
    async () => {
      for (const path of searchPaths()) {
        for (const name of BUILT_IN_NAMES) {
          const key = JSON.stringify(name);
          for (const payload of [
            `{${key}: "x"}`,
            `{${key}: 1}`,
            `{${key}: true}`,
            `{${key}: ["x"]}`,
            `{"additionalStringFilters": {${key}: "x"}}`,
            `{"additionalNumericFilters": {${key}: 1}}`,
            `{"additionalBooleanFilters": {${key}: true}}`,
            `{"additionalArrayFilters": {${key}: ["x"]}}`,
          ]) {
            const res = await raw(path, payload);
            expectNo5xx(res, `${path} ${payload}`);
            // Refused as an unknown filter or rejected by the body schema: never applied.
            expect([400, 422], `${path} ${payload}: ${res.body}`).toContain(
              res.statusCode,
            );
          }
        }
      }
    },
  );

  it("as sortBy on every search route", async () => {
    for (const path of searchPaths()) {
      for (const name of BUILT_IN_NAMES) {
        const res = await raw(path, JSON.stringify({ sortBy: name }));
        expectNo5xx(res, `${path} sortBy ${name}`);
        expect([400, 422], `${path} sortBy ${name}`).toContain(res.statusCode);
      }
    }
  });
});

describe("a body that is not an object", () => {
  it("is refused with 400 or 422 and the §8 error body on every POST route", async () => {
    for (const path of postPaths) {
      for (const payload of NON_OBJECT_BODIES) {
        const res = await raw(path, payload);
        expectNo5xx(res, `${path} ${payload}`);
        // Multipart uploads refuse JSON with 415 before any schema runs.
        expect([400, 415, 422], `${path} ${payload}: ${res.body}`).toContain(
          res.statusCode,
        );
        const body = res.json() as Record<string, unknown>;
        expect(body.code, `${path} ${payload}`).toBe(res.statusCode);
        expect(typeof body.message).toBe("string");
      }
    }
  });
});
