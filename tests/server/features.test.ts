import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, del, expectError, get, post } from "./support/api";
import { buildFeature, signedInAs } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("features", () => {
  it("creates with 201 then updates with 200 through the same upsert", async () => {
    const { headers } = await signedInAs(t.app, t.db, "systemadmin");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/features",
      headers,
      payload: {
        code: "feature-x",
        title: "X",
        description: null,
        active: true,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 201,
      message: "New Feature added.",
      data: { featureCode: "feature-x", active: true },
    });
    const id = created.json().data.featureId;
    const updated = await t.app.inject({
      method: "POST",
      url: "/api/features",
      headers,
      payload: { id, code: "feature-x", title: "X2", active: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Feature updated.",
      data: { featureId: id, featureTitle: "X2", active: false },
    });
    expect(updated.headers["cache-control"]).toBe("no-store");
  });

  it("searches with the §3 envelope", async () => {
    const { headers } = await signedInAs(t.app, t.db, "systemadmin");
    for (let i = 0; i < 3; i++)
      await buildFeature(t.db, { code: `paging-${i}`, title: `Paging ${i}` });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/features/search",
      headers,
      payload: {
        pageNumber: 1,
        pageSize: 2,
        sortBy: "featureCode",
        sortDescending: false,
        searchTerm: "paging",
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 200,
      hasNextPage: true,
      hasPreviousPage: false,
      pageNumber: 1,
      pageSize: 2,
      sortBy: "featureCode",
      sortDescending: false,
      total: 3,
      totalPages: 2,
    });
    expect(
      body.data.map((f: { featureCode: string }) => f.featureCode),
    ).toEqual(["paging-0", "paging-1"]);
    expect(body.data[0]._id).toBe(body.data[0].featureId);
  });
});

describe("feature toggles", () => {
  it("POST /featuretoggles is public; an unknown code is inactive", async () => {
    await buildFeature(t.db, { code: "toggle-on", active: true });
    await buildFeature(t.db, { code: "toggle-off", active: false });
    const res = await post(t, "/api/featuretoggles", {
      codes: ["toggle-on", "toggle-off", "toggle-unknown", "toggle-on"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: "OK",
      data: [
        { featureCode: "toggle-on", active: true },
        { featureCode: "toggle-off", active: false },
        { featureCode: "toggle-unknown", active: false },
      ],
    });
    expect(
      (await post(t, "/api/featuretoggles", { codes: [] })).json().data,
    ).toEqual([]);
    expect((await post(t, "/api/featuretoggles", {})).statusCode).toBe(422);
  });

  it("POST /features/toggle: systemadmin only, 404 for an unknown code", async () => {
    const f = await buildFeature(t.db, { code: "toggle-me", active: false });
    const { headers } = await as(t, "systemadmin");
    const res = await post(
      t,
      "/api/features/toggle",
      { code: "toggle-me", active: true },
      headers,
    );
    expect(res.json()).toMatchObject({
      code: 200,
      message: "Feature updated.",
      data: { featureId: f.id, active: true },
    });
    const state = await post(t, "/api/featuretoggles", {
      codes: ["toggle-me"],
    });
    expect(state.json().data).toEqual([
      { featureCode: "toggle-me", active: true },
    ]);
    expectError(
      await post(
        t,
        "/api/features/toggle",
        { code: "no-such", active: true },
        headers,
      ),
      404,
      "Feature not found.",
    );
    const dataadmin = (await as(t, "dataadmin")).headers;
    expectError(
      await post(
        t,
        "/api/features/toggle",
        { code: "toggle-me", active: false },
        dataadmin,
      ),
      403,
    );
    expectError(
      await post(t, "/api/features/toggle", {
        code: "toggle-me",
        active: false,
      }),
      401,
    );
  });
});

describe("who may manage features", () => {
  it("401 without a session, 403 for every role but systemadmin", async () => {
    const f = await buildFeature(t.db);
    expectError(await post(t, "/api/features/search", {}), 401);
    for (const role of [
      "dataadmin",
      "facilityadmin",
      "nurse",
      "driver",
      "customer",
    ] as const) {
      const { headers } = await as(t, role);
      expectError(await post(t, "/api/features/search", {}, headers), 403);
      expectError(await get(t, `/api/features/${f.id}`, headers), 403);
      expectError(
        await post(
          t,
          "/api/features",
          { code: "nope", title: "Nope" },
          headers,
        ),
        403,
      );
      expectError(await del(t, `/api/features/${f.id}`, headers), 403);
    }
  });

  it("deletes with 200 then 404, and validates the code", async () => {
    const f = await buildFeature(t.db);
    const { headers } = await as(t, "systemadmin");
    const res = await del(t, `/api/features/${f.id}`, headers);
    expect(res.json()).toMatchObject({
      code: 200,
      message: "Feature deleted.",
      data: { featureId: f.id },
    });
    expectError(
      await del(t, `/api/features/${f.id}`, headers),
      404,
      "Feature not found.",
    );
    const message = "Use lower-case letters, digits and dashes.";
    expectError(
      await post(t, "/api/features", { code: "Bad Code", title: "T" }, headers),
      422,
      `code: ${message}`,
      [{ field: "code", message }],
    );
  });
});
