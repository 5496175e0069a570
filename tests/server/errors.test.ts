/** 400, 401, 403, 404 and 405 from real requests, each with the §8 body. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, call, del, expectError, get, post } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
});
afterAll(() => t.close());

describe("400", () => {
  it("malformed JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sessions",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expectError(res, 400, "The request body is not valid JSON.");
  });
});

describe("401", () => {
  it("no token, a bad token, another scheme", async () => {
    expectError(await get(t, "/api/auth/user"), 401);
    expectError(
      await get(t, "/api/auth/user", { authorization: "Bearer not-a-token" }),
      401,
    );
    expectError(
      await get(t, "/api/users/search", {
        authorization: "Basic dXNlcjpwYXNz",
      }),
      401,
    );
  });

  it("an X-User-Id that does not match the session", async () => {
    const res = await get(t, "/api/auth/user", {
      ...admin,
      "x-user-id": randomUUID(),
    });
    expectError(res, 401, "The X-User-Id header does not match the session.");
  });
});

describe("403", () => {
  it("a role without the privilege gets the catalogue message", async () => {
    const { headers } = await as(t, "customer");
    expectError(await post(t, "/api/users/search", {}, headers), 403);
    expectError(
      await post(t, "/api/features", { code: "x", title: "x" }, headers),
      403,
    );
    expectError(await post(t, "/api/emails/search", {}, headers), 403);
  });

  it("an unknown first role: 'User privileges are required.'", async () => {
    const { headers } = await as(t, ["ghost", "systemadmin"]);
    expectError(
      await post(t, "/api/users/search", {}, headers),
      403,
      "User privileges are required.",
    );
    expectError(
      await post(t, "/api/emails/search", {}, headers),
      403,
      "User privileges are required.",
    );
    expect((await get(t, "/api/auth/user", headers)).statusCode).toBe(200);
  });

  it("an empty roles array: 'User roles are required.'", async () => {
    const { headers } = await as(t, []);
    expectError(
      await post(t, "/api/features/search", {}, headers),
      403,
      "User roles are required.",
    );
    expectError(
      await post(t, "/api/emails/search", {}, headers),
      403,
      "User roles are required.",
    );
  });
});

describe("404", () => {
  it("an unknown id, a malformed id, an unknown /api path", async () => {
    expectError(
      await get(t, `/api/features/${randomUUID()}`, admin),
      404,
      "Feature not found.",
    );
    expectError(
      await get(t, "/api/features/not-a-uuid", admin),
      404,
      "Feature not found.",
    );
    expectError(await get(t, "/api/users/123", admin), 404, "User not found.");
    expectError(
      await del(t, `/api/facilities/${randomUUID()}`, admin),
      404,
      "Facility not found.",
    );
    expectError(
      await post(
        t,
        "/api/features",
        { id: randomUUID(), code: "x", title: "x" },
        admin,
      ),
      404,
      "Feature not found.",
    );
    expectError(await get(t, "/api/nothing-here", admin), 404);
    expectError(await post(t, "/api/nothing/search", {}, admin), 404);
  });
});

describe("405", () => {
  it.each([
    ["PUT", "/api/features/search", "DELETE, GET, HEAD, POST"],
    ["PATCH", `/api/users/${randomUUID()}`, "DELETE, GET, HEAD"],
    ["PUT", "/api/auth/sessions", "DELETE, GET, HEAD, POST"],
    ["POST", "/api/health/live", "GET, HEAD"],
    ["PUT", "/api/auth/user?x=1", "GET, HEAD"],
  ] as const)("%s %s on a known path", async (method, url, allow) => {
    const res = await call(t, method, url, {
      headers: admin,
      payload: {},
    });
    expectError(
      res,
      405,
      "The requested method was not implemented on the server.",
    );
    expect(res.headers.allow).toBe(allow);
  });

  it("is 404 when no route has the path, whatever the method", async () => {
    expectError(
      await call(t, "PUT", "/api/features/search/extra", {
        headers: admin,
        payload: {},
      }),
      404,
    );
    expectError(
      await call(t, "DELETE", "/api/featuretoggles/x", { headers: admin }),
      404,
    );
    // GET /features/search is GET /features/:id with an id that is not one.
    expectError(
      await get(t, "/api/features/search", admin),
      404,
      "Feature not found.",
    );
  });
});
