/**
 * Article collections through their calls (issue 27): a unique upper-case code (409, 422), found by
 * code, never deleted while holding articles (409), and the order of their articles (exactly the
 * collection's, each once; 422 otherwise).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ARTICLE_MESSAGES } from "../../domain/schemas/article";
import { articles } from "../../server/db/schema";
import { as, del, expectError, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  createArticle,
  createCollection,
  enableKnowledge,
} from "./support/knowledgeFactories";

const w = appWorld(async (t) => {
  await enableKnowledge(t);
  return {
    admin: await as(t, "systemadmin"),
    nurse: await as(t, "nurse"),
  };
});

describe("collections", () => {
  const saveCollection = (body: Record<string, unknown>) =>
    post(w.t, "/api/article-collections", body, w.admin.headers);

  it("have a unique upper-case code (409, 422) and are found by it", async () => {
    const res = await saveCollection({ name: "Drivers", code: "DRV1" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      name: "Drivers",
      code: "DRV1",
      description: "",
      articleCount: 0,
    });
    expectError(
      await saveCollection({ name: "Again", code: "DRV1" }),
      409,
      ARTICLE_MESSAGES.codeTaken,
      [{ field: "code", message: ARTICLE_MESSAGES.codeTaken }],
    );
    expectError(
      await saveCollection({ name: "Lower", code: "drv2" }),
      422,
      `code: ${ARTICLE_MESSAGES.code}`,
      [{ field: "code", message: ARTICLE_MESSAGES.code }],
    );
    expectError(
      await post(
        w.t,
        "/api/article-collections",
        { name: "Nurse's", code: "NRS" },
        w.nurse.headers,
      ),
      403,
    );
    const found = await post(
      w.t,
      "/api/article-collections/get-by-code",
      { code: "DRV1" },
      w.nurse.headers,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.articleCollectionId).toBe(
      res.json().data.articleCollectionId,
    );
    expectError(
      await post(
        w.t,
        "/api/article-collections/get-by-code",
        { code: "NOPE" },
        w.nurse.headers,
      ),
      404,
      "Article Collection not found.",
    );
  });

  it("are not deleted while they hold articles (409)", async () => {
    const held = await createCollection(w.t);
    await createArticle(w.t, { collectionId: held.id });
    expectError(
      await del(w.t, `/api/article-collections/${held.id}`, w.admin.headers),
      409,
      ARTICLE_MESSAGES.collectionHasArticles,
    );
    const empty = await createCollection(w.t);
    const gone = await del(
      w.t,
      `/api/article-collections/${empty.id}`,
      w.admin.headers,
    );
    expect(gone.statusCode, gone.body).toBe(200);
  });

  it("order exactly their articles (422 otherwise), positions 0..n-1", async () => {
    const c = await createCollection(w.t);
    const [a, b, d] = [
      await createArticle(w.t, { collectionId: c.id, collectionPosition: 0 }),
      await createArticle(w.t, { collectionId: c.id, collectionPosition: 1 }),
      await createArticle(w.t, { collectionId: c.id, collectionPosition: 2 }),
    ];
    const outsider = await createArticle(w.t);
    const order = (articleIds: string[], headers = w.admin.headers) =>
      post(
        w.t,
        `/api/article-collections/${c.id}/order`,
        { articleIds },
        headers,
      );
    const refused = [
      { field: "articleIds", message: ARTICLE_MESSAGES.orderArticles },
    ];
    for (const ids of [
      [a.id, b.id],
      [a.id, b.id, d.id, d.id],
      [a.id, b.id, outsider.id],
      [a.id, a.id, b.id],
    ])
      expectError(
        await order(ids),
        422,
        ARTICLE_MESSAGES.orderArticles,
        refused,
      );
    expectError(await order([d.id, a.id, b.id], w.nurse.headers), 403);
    const res = await order([d.id, a.id, b.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.articleCount).toBe(3);
    const positions = await w.t.db
      .select({ id: articles.id, position: articles.collectionPosition })
      .from(articles)
      .where(eq(articles.collectionId, c.id))
      .orderBy(articles.collectionPosition);
    expect(positions.map((p) => [p.id, p.position])).toEqual([
      [d.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    const listed = await post(
      w.t,
      "/api/articles/search",
      {
        articleCollectionId: c.id,
        sortBy: "collectionPosition",
        pageSize: 10,
      },
      w.nurse.headers,
    );
    expect(
      (listed.json().data as { articleId: string }[]).map((r) => r.articleId),
    ).toEqual([d.id, a.id, b.id]);
  });
});
