/**
 * Searching knowledge articles (issue 27): searchTerm ranks (a title match above a body match),
 * marks the matched words in a snippet, finds a misspelt word of a title or summary, and keeps to
 * the caller's reach; the filters (collection code, tags, title); and searchTerm alone answers 404
 * while feature-knowledge-management-search is off.
 */
import { describe, expect, it } from "vitest";
import { featureOffMessage, FEATURES } from "../../domain/features";
import { SNIPPET_MARK } from "../../domain/textSearch";
import { as, expectError, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  createArticle,
  createCollection,
  enableKnowledge,
} from "./support/knowledgeFactories";

const w = appWorld(async (t) => {
  await enableKnowledge(t);
  const drivers = await createCollection(t, { code: "DRIVERS" });
  const nurses = await createCollection(t, { code: "NURSES" });
  const article = (values: Parameters<typeof createArticle>[1]) =>
    createArticle(t, values);
  return {
    titled: await article({
      title: "Stretcher securement",
      summary: "Straps and locks",
      body: "<p>Check the locks twice before the van moves.</p>",
      tags: ["safety", "equipment"],
      collectionId: drivers.id,
    }),
    inBody: await article({
      title: "Loading the van",
      summary: "Before departure",
      body: "<p>Roll the stretcher up the ramp, then fasten it.</p>",
      tags: ["loading"],
      collectionId: drivers.id,
    }),
    summaryOnly: await article({
      title: "Dialysis patients",
      summary: "Fatigue after haemodialysis treatment",
      body: "<p>Offer water and a blanket.</p>",
      tags: ["clinical"],
      collectionId: nurses.id,
    }),
    draft: await article({
      title: "Stretcher draft",
      status: "draft",
      tags: ["safety"],
      collectionId: drivers.id,
    }),
    percent: await article({ title: "100% refund_policy" }),
    admin: await as(t, "systemadmin"),
    driver: await as(t, "driver"),
  };
});

interface Found {
  articleId: string;
  title: string;
  snippet: string | null;
}

async function find(
  body: Record<string, unknown>,
  headers = w.driver.headers,
): Promise<Found[]> {
  const res = await post(
    w.t,
    "/api/articles/search",
    { pageSize: 50, ...body },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Found[];
}

describe("searchTerm", () => {
  it("ranks a title match above a body match and marks the words in the snippet", async () => {
    const res = await post(
      w.t,
      "/api/articles/search",
      { searchTerm: "stretchers" },
      w.driver.headers,
    );
    expect(res.json()).toMatchObject({ sortBy: "relevance", total: 2 });
    const found = res.json().data as Found[];
    expect(found.map((r) => r.articleId)).toEqual([w.titled.id, w.inBody.id]);
    const { start, end } = SNIPPET_MARK;
    expect(found[0].snippet).toContain(`${start}Stretcher${end} securement`);
    expect(found[1].snippet).toContain(
      `the ${start}stretcher${end} up the ramp`,
    );
    // Without a term there is no snippet.
    const plain = await find({ title: "stretcher" });
    expect(plain.map((r) => r.snippet)).toEqual([null]);
  });

  it("finds a misspelt word of a title or a summary", async () => {
    expect(
      (await find({ searchTerm: "securment" })).map((r) => r.articleId),
    ).toEqual([w.titled.id]);
    expect(
      (await find({ searchTerm: "haemodialisys" })).map((r) => r.articleId),
    ).toEqual([w.summaryOnly.id]);
    // One dropped letter of a short word: 0.58 similar, under pg_trgm's default 0.6
    // (server/db/sessionSettings.ts).
    expect(
      (await find({ searchTerm: "strecher" })).map((r) => r.articleId),
    ).toEqual([w.titled.id]);
  });

  it("never finds an article out of reach, however well it matches", async () => {
    const ids = (await find({ searchTerm: "stretcher draft" })).map(
      (r) => r.articleId,
    );
    expect(ids).not.toContain(w.draft.id);
    expect(
      (await find({ searchTerm: "stretcher draft" }, w.admin.headers)).map(
        (r) => r.articleId,
      )[0],
    ).toBe(w.draft.id);
  });
});

describe("filters", () => {
  it("by collection code, tags (any of) and title (contained, wildcards literal)", async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await find({ sortBy: "title", ...body })).map((r) => r.articleId);
    expect(await ids({ collectionCode: "DRIVERS" })).toEqual([
      w.inBody.id,
      w.titled.id,
    ]);
    expect(await ids({ collectionCode: "NOPE" })).toEqual([]);
    expect(
      await ids({ additionalArrayFilters: { tags: ["loading", "clinical"] } }),
    ).toEqual([w.summaryOnly.id, w.inBody.id]);
    expect(await ids({ title: "SECURE" })).toEqual([w.titled.id]);
    expect(await ids({ title: "0% r" })).toEqual([w.percent.id]);
    expect(await ids({ title: "1_0" })).toEqual([]);
    expect(await ids({ title: "%" })).toEqual([w.percent.id]);
  });
});

describe("the search toggle", () => {
  it("answers a searchTerm 404 while off; the lists stay", async () => {
    await enableKnowledge(w.t, { search: false });
    try {
      expectError(
        await post(
          w.t,
          "/api/articles/search",
          { searchTerm: "stretcher" },
          w.driver.headers,
        ),
        404,
        featureOffMessage(FEATURES.knowledgeManagementSearch),
      );
      expectError(
        await post(
          w.t,
          "/api/articles/export",
          { searchTerm: "stretcher" },
          w.admin.headers,
        ),
        404,
        featureOffMessage(FEATURES.knowledgeManagementSearch),
      );
      expect(await find({ searchTerm: "  " })).toHaveLength(4);
      expect(await find({ collectionCode: "DRIVERS" })).toHaveLength(2);
    } finally {
      await enableKnowledge(w.t);
    }
  });
});
