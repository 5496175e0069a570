import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
      payload: { code: "feature-x", title: "X", description: null, active: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 201, message: "New Feature added.", data: { featureCode: "feature-x", active: true } });
    const id = created.json().data.featureId;
    const updated = await t.app.inject({
      method: "POST",
      url: "/api/features",
      headers,
      payload: { id, code: "feature-x", title: "X2", active: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ code: 200, message: "Feature updated.", data: { featureId: id, featureTitle: "X2", active: false } });
    expect(updated.headers["cache-control"]).toBe("no-store");
  });

  it("searches with the §3 envelope", async () => {
    const { headers } = await signedInAs(t.app, t.db, "systemadmin");
    for (let i = 0; i < 3; i++) await buildFeature(t.db, { code: `paging-${i}`, title: `Paging ${i}` });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/features/search",
      headers,
      payload: { pageNumber: 1, pageSize: 2, sortBy: "featureCode", sortDescending: false, searchTerm: "paging" },
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
    expect(body.data.map((f: { featureCode: string }) => f.featureCode)).toEqual(["paging-0", "paging-1"]);
    expect(body.data[0]._id).toBe(body.data[0].featureId);
  });
});
