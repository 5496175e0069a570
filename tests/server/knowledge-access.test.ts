/**
 * Who reads knowledge articles (issue 27): an administrator every article; anyone else only the
 * published ones whose audience is empty or holds their role. Out of reach is 404 on a read and on
 * get-by-slug, and absent from search and from a collection's count. The whole API answers 404
 * while feature-knowledge-management is off.
 */
import { describe, expect, it } from "vitest";
import { featureOffMessage, FEATURES } from "../../domain/features";
import { as, expectError, get, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import { csvRecords } from "./support/csv";
import {
  createArticle,
  createCollection,
  enableKnowledge,
} from "./support/knowledgeFactories";

const w = appWorld(async (t) => {
  await enableKnowledge(t);
  const collection = await createCollection(t, { code: "ACCESS" });
  const inIt = { collectionId: collection.id };
  const everyone = await createArticle(t, { ...inIt, title: "For everyone" });
  const nurses = await createArticle(t, {
    ...inIt,
    title: "For nurses",
    audience: ["nurse"],
  });
  const driversAndNurses = await createArticle(t, {
    ...inIt,
    title: "For drivers and nurses",
    audience: ["driver", "nurse"],
  });
  const draft = await createArticle(t, {
    ...inIt,
    title: "Draft",
    status: "draft",
  });
  const archived = await createArticle(t, {
    ...inIt,
    title: "Archived",
    status: "archived",
  });
  return {
    collection,
    articles: { everyone, nurses, driversAndNurses, draft, archived },
    admin: await as(t, "systemadmin"),
    dataadmin: await as(t, "dataadmin"),
    nurse: await as(t, "nurse"),
    driver: await as(t, "driver"),
    customer: await as(t, "customer"),
  };
});

type Name = keyof typeof w.articles;
const ALL: Name[] = [
  "everyone",
  "nurses",
  "driversAndNurses",
  "draft",
  "archived",
];
const READS: Record<string, Name[]> = {
  admin: ALL,
  dataadmin: ["everyone"],
  nurse: ["everyone", "nurses", "driversAndNurses"],
  driver: ["everyone", "driversAndNurses"],
  customer: ["everyone"],
};
type Who = "admin" | "dataadmin" | "nurse" | "driver" | "customer";
const WHO = Object.keys(READS) as Who[];

describe("an article's reach", () => {
  it.each(WHO)(
    "%s reads exactly the articles in reach (404 otherwise)",
    async (who) => {
      for (const name of ALL) {
        const article = w.articles[name];
        const res = await get(
          w.t,
          `/api/articles/${article.id}`,
          w[who].headers,
        );
        const slug = await post(
          w.t,
          "/api/articles/get-by-slug",
          { slug: article.slug },
          w[who].headers,
        );
        if (READS[who].includes(name)) {
          expect(res.statusCode, `${who} ${name}`).toBe(200);
          expect(res.json().data.body).toBe(article.body);
          expect(slug.statusCode, `${who} ${name}`).toBe(200);
          expect(slug.json().data.articleId).toBe(article.id);
        } else {
          expectError(res, 404, "Article not found.");
          expectError(slug, 404, "Article not found.");
        }
      }
    },
  );

  it.each(WHO)(
    "%s searches and counts only the articles in reach",
    async (who) => {
      const res = await post(
        w.t,
        "/api/articles/search",
        { pageSize: 50, sortBy: "title" },
        w[who].headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as { articleId: string; body: string }[];
      expect(rows.map((r) => r.articleId).sort()).toEqual(
        READS[who].map((n) => w.articles[n].id).sort(),
      );
      // A list's rows carry no body.
      expect(new Set(rows.map((r) => r.body))).toEqual(new Set([""]));
      // Search by a word of the titles finds only what the caller may read.
      for (const [word, names] of [
        ["draft", ["draft"]],
        ["archived", ["archived"]],
        ["nurses", ["nurses", "driversAndNurses"]],
      ] as [string, Name[]][]) {
        const found = await post(
          w.t,
          "/api/articles/search",
          { searchTerm: word, pageSize: 50 },
          w[who].headers,
        );
        expect(
          (found.json().data as { articleId: string }[])
            .map((r) => r.articleId)
            .sort(),
          `${who} ${word}`,
        ).toEqual(
          names
            .filter((n) => READS[who].includes(n))
            .map((n) => w.articles[n].id)
            .sort(),
        );
      }
      const collection = await post(
        w.t,
        "/api/article-collections/get-by-code",
        { code: "ACCESS" },
        w[who].headers,
      );
      expect(collection.json().data.articleCount).toBe(READS[who].length);
      const list = await post(
        w.t,
        "/api/article-collections/search",
        { code: "ACCESS" },
        w[who].headers,
      );
      expect(list.json().data[0].articleCount).toBe(READS[who].length);
    },
  );

  it("lets an administrator filter by status; a status filter widens nothing for others", async () => {
    const byStatus = async (who: Who, status: string) =>
      (
        (
          await post(
            w.t,
            "/api/articles/search",
            { status, articleCollectionId: w.collection.id },
            w[who].headers,
          )
        ).json().data as { articleId: string }[]
      ).map((r) => r.articleId);
    expect(await byStatus("admin", "draft")).toEqual([w.articles.draft.id]);
    expect(await byStatus("admin", "archived")).toEqual([
      w.articles.archived.id,
    ]);
    expect(await byStatus("nurse", "draft")).toEqual([]);
  });
});

describe("the export", () => {
  it("holds exactly the articles in reach, with their collection", async () => {
    const res = await post(
      w.t,
      "/api/articles/export",
      { sortBy: "title" },
      w.driver.headers,
    );
    const rows = csvRecords(res);
    expect(rows.map((r) => [r.title, r.status, r.collectionName])).toEqual([
      ["For drivers and nurses", "published", w.collection.name],
      ["For everyone", "published", w.collection.name],
    ]);
  });
});

describe("the module's toggle", () => {
  it("switches every call off (404), after the session (401)", async () => {
    await enableKnowledge(w.t, { active: false });
    try {
      const off = featureOffMessage(FEATURES.knowledgeManagement);
      const id = w.articles.everyone.id;
      expectError(await post(w.t, "/api/articles/search", {}), 401);
      for (const [url, body] of [
        ["/api/articles/search", {}],
        ["/api/articles/get-by-slug", { slug: w.articles.everyone.slug }],
        [`/api/articles/${id}/revisions/search`, {}],
        ["/api/article-collections/search", {}],
        ["/api/article-collections/get-by-code", { code: "ACCESS" }],
      ] as const)
        expectError(await post(w.t, url, body, w.admin.headers), 404, off);
      expectError(
        await get(w.t, `/api/articles/${id}`, w.nurse.headers),
        404,
        off,
      );
    } finally {
      await enableKnowledge(w.t);
    }
  });
});
