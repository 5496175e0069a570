import { describe, expect, it } from "vitest";
import { createDataProvider } from "../../../providers/dataProvider";
import { buildFeature } from "../../support/factories";
import { stubClient } from "../../support/stubHttpClient";

const API = "http://api.test/api";

const page = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  code: 200,
  message: "OK",
  data,
  hasNextPage: true,
  hasPreviousPage: false,
  pageNumber: 1,
  pageSize: 10,
  sortBy: null,
  sortDescending: false,
  total: 42,
  totalPages: 5,
  ...extra,
});

describe("dataProvider (contract mapping)", () => {
  it("getList posts the paginated search body and maps the envelope, _id becoming id", async () => {
    const feature = buildFeature({
      featureId: "f-1",
      _id: "f-1",
      id: "ignored",
    });
    const { client, calls } = stubClient(page([feature]));
    const signal = new AbortController().signal;
    const result = await createDataProvider(API, client).getList(
      "admin/features",
      {
        pagination: { page: 3, perPage: 25 },
        sort: { field: "featureTitle", order: "DESC" },
        filter: { q: " toggle ", active: true },
        signal,
      },
    );
    expect(calls).toEqual([
      {
        url: `${API}/features/search`,
        options: {
          method: "POST",
          signal,
          body: {
            active: true,
            pageNumber: 3,
            pageSize: 25,
            sortBy: "featureTitle",
            sortDescending: true,
            searchTerm: "toggle",
          },
        },
      },
    ]);
    expect(result.data[0].id).toBe("f-1");
    expect(result.total).toBe(42);
    expect(result.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
    });
  });

  it("leaves react-admin's default `id` sort to the server's default order and omits an empty search", async () => {
    const { client, calls } = stubClient(page([]));
    await createDataProvider(API, client).getList("admin/users", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "DESC" },
      filter: { q: "" },
    });
    expect(calls[0].options?.body).toEqual({
      pageNumber: 1,
      pageSize: 10,
      sortDescending: false,
    });
  });

  it("merges meta.body into the search (dates and typed filters)", async () => {
    const { client, calls } = stubClient(page([]));
    await createDataProvider(API, client).getList(
      "admin/transport/facilities",
      {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "name", order: "ASC" },
        filter: {},
        meta: { body: { dateFilterRequest: { fromDate: "2025-01-01" } } },
      },
    );
    expect(calls[0].options?.body).toMatchObject({
      dateFilterRequest: { fromDate: "2025-01-01" },
    });
  });

  it("joins meta.body's filters to the user's filters of the same family (issue 22)", async () => {
    const { client, calls } = stubClient(page([]));
    await createDataProvider(API, client).getList("trips/all", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "pickUpDatetime", order: "DESC" },
      filter: {
        additionalStringFilters: { bookingType: "facility", driverId: "x" },
      },
      meta: { body: { additionalStringFilters: { driverId: "mine" } } },
    });
    expect(calls[0].options?.body).toMatchObject({
      additionalStringFilters: { bookingType: "facility", driverId: "mine" },
    });
  });

  it("getOne reads GET {prefix}/{id}", async () => {
    const feature = buildFeature();
    const { client, calls } = stubClient({
      code: 200,
      message: "OK",
      data: feature,
    });
    const { data } = await createDataProvider(API, client).getOne(
      "admin/features",
      { id: "a/b" },
    );
    expect(calls[0].url).toBe(`${API}/features/a%2Fb`);
    expect(data.id).toBe(feature._id);
  });

  it("getMany searches by additionalArrayFilters on the id field, 1000 ids per call", async () => {
    const { client, calls } = stubClient(page([]));
    const ids = Array.from({ length: 1001 }, (_, i) => `id-${i}`);
    await createDataProvider(API, client).getMany("admin/users", { ids });
    expect(calls).toHaveLength(2);
    expect(calls[0].options?.body).toMatchObject({
      pageNumber: 1,
      pageSize: 1000,
      additionalArrayFilters: { userId: ids.slice(0, 1000) },
    });
    expect(calls[1].options?.body).toMatchObject({
      pageSize: 1,
      additionalArrayFilters: { userId: ["id-1000"] },
    });
  });

  it("getManyReference adds {target: id} to the search", async () => {
    const { client, calls } = stubClient(page([]));
    await createDataProvider(API, client).getManyReference("admin/users", {
      target: "facilityId",
      id: "fac-1",
      pagination: { page: 2, perPage: 10 },
      sort: { field: "lastName", order: "ASC" },
      filter: {},
    });
    expect(calls[0].options?.body).toMatchObject({
      facilityId: "fac-1",
      pageNumber: 2,
      sortBy: "lastName",
    });
  });

  it("create posts without any id; update posts the body id field (features: id)", async () => {
    const saved = buildFeature({ featureId: "f-9", _id: "f-9" });
    const { client, calls } = stubClient({
      code: 201,
      message: "Created",
      data: saved,
    });
    const provider = createDataProvider(API, client);
    const created = await provider.create("admin/features", {
      data: {
        id: "x",
        _id: "x",
        featureId: "x",
        code: "c",
        title: "T",
        active: true,
      },
    });
    await provider.update("admin/features", {
      id: "f-9",
      data: { _id: "f-9", featureId: "f-9", code: "c", title: "T2" },
      previousData: saved,
    });
    expect(calls[0]).toMatchObject({
      url: `${API}/features`,
      options: {
        method: "POST",
        body: { code: "c", title: "T", active: true },
      },
    });
    expect(calls[0].options?.body).not.toHaveProperty("id");
    expect(calls[1].options?.body).toEqual({
      code: "c",
      title: "T2",
      id: "f-9",
    });
    expect(created.data.id).toBe("f-9");
  });

  it("users update with userId in the body", async () => {
    const { client, calls } = stubClient({
      code: 200,
      message: "OK",
      data: null,
    });
    const { data } = await createDataProvider(API, client).update(
      "admin/users",
      {
        id: "u-1",
        data: { id: "u-1", firstName: "Ann" },
        previousData: { id: "u-1" },
      },
    );
    expect(calls[0].options?.body).toEqual({ firstName: "Ann", userId: "u-1" });
    expect(data.id).toBe("u-1");
  });

  it("delete and deleteMany call DELETE {prefix}/{id} once per id", async () => {
    const { client, calls } = stubClient({
      code: 200,
      message: "OK",
      data: null,
    });
    const provider = createDataProvider(API, client);
    await provider.deleteMany("admin/features", { ids: ["a", "b"] });
    expect(calls.map((c) => [c.options?.method, c.url])).toEqual([
      ["DELETE", `${API}/features/a`],
      ["DELETE", `${API}/features/b`],
    ]);
  });

  it("updateMany merges the change into each current record: the upsert carries the whole record", async () => {
    const c = buildFeature({ featureId: "c", featureCode: "c" });
    const d = buildFeature({ featureId: "d", featureCode: "d" });
    const { client, calls } = stubClient((url: string) =>
      url.endsWith("/search")
        ? page([c, d])
        : { code: 200, message: "OK", data: null },
    );
    const result = await createDataProvider(API, client).updateMany(
      "admin/features",
      { ids: ["c", "d"], data: { active: true } },
    );
    expect(calls.map((call) => [call.options?.method, call.url])).toEqual([
      ["POST", `${API}/features/search`],
      ["POST", `${API}/features`],
      ["POST", `${API}/features`],
    ]);
    expect(calls[0].options?.body).toMatchObject({
      additionalArrayFilters: { featureId: ["c", "d"] },
    });
    expect(calls[2].options?.body).toMatchObject({
      id: "d",
      featureCode: "d",
      active: true,
    });
    expect(result.data).toEqual(["c", "d"]);
  });

  it("passes the abort signal to the HTTP client", async () => {
    const { client, calls } = stubClient({
      code: 200,
      message: "OK",
      data: buildFeature(),
    });
    const controller = new AbortController();
    await createDataProvider(API, client).getOne("admin/features", {
      id: "1",
      signal: controller.signal,
    });
    expect(calls[0].options?.signal).toBe(controller.signal);
  });
});
