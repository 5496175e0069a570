/**
 * Knowledge articles through their calls (issue 27): the slug (derived, unique, stable once
 * published, the old one redirecting), the sanitiser on the body, the references an article names
 * (and its place at the end of a collection), the activities, and the generic calls' refusals.
 * Versions and revisions: knowledge-revisions.test.ts; collections: knowledge-collections.test.ts.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ARTICLE_MESSAGES } from "../../domain/schemas/article";
import { activities, articles } from "../../server/db/schema";
import { as, del, expectError, get, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  articleRevisions,
  createArticle,
  createCollection,
  enableKnowledge,
  saveArticle,
} from "./support/knowledgeFactories";

const w = appWorld(async (t) => {
  await enableKnowledge(t);
  return {
    admin: await as(t, "systemadmin"),
    nurse: await as(t, "nurse"),
  };
});

const save = (body: Record<string, unknown>) =>
  saveArticle(w.t, w.admin.headers, body);
const revisions = (articleId: string) =>
  articleRevisions(w.t, w.admin.headers, articleId);
const bySlug = (slug: string, headers = w.admin.headers) =>
  post(w.t, "/api/articles/get-by-slug", { slug }, headers);

describe("the slug", () => {
  it("is derived from the title, -2 and -3 for the same title, 'article' without letters", async () => {
    const a = await save({ title: "Oxygen Cylinders: Storage & Care" });
    expect(a.slug).toBe("oxygen-cylinders-storage-care");
    const b = await save({ title: "Oxygen cylinders — storage & care!" });
    expect(b.slug).toBe("oxygen-cylinders-storage-care-2");
    const c = await save({ title: "OXYGEN CYLINDERS STORAGE CARE" });
    expect(c.slug).toBe("oxygen-cylinders-storage-care-3");
    expect((await save({ title: "?!" })).slug).toBe("article");
    expect((await save({ title: "¿¡" })).slug).toBe("article-2");
  });

  it("follows the title of a draft, stays once published, and changes only when sent", async () => {
    const draft = await save({ title: "Night shift handover" });
    expect(draft.slug).toBe("night-shift-handover");
    const renamed = await save({
      articleId: draft.articleId,
      title: "Night handover",
    });
    expect(renamed.slug).toBe("night-handover");
    // A draft's old address was never given out: it answers nothing.
    expectError(
      await bySlug("night-shift-handover"),
      404,
      "Article not found.",
    );

    const published = await save({
      articleId: draft.articleId,
      title: "Night handover",
      status: "published",
    });
    expect(published.slug).toBe("night-handover");
    const retitled = await save({
      articleId: draft.articleId,
      title: "Evening handover",
      status: "published",
    });
    expect(retitled.slug).toBe("night-handover");

    const moved = await save({
      articleId: draft.articleId,
      title: "Evening handover",
      slug: "evening-handover",
      status: "published",
    });
    expect(moved.slug).toBe("evening-handover");

    const current = await bySlug("evening-handover");
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().data).toMatchObject({
      articleId: draft.articleId,
      slug: "evening-handover",
      redirected: false,
    });
    expect((await bySlug("Evening-Handover")).json().data).toMatchObject({
      slug: "evening-handover",
      redirected: false,
    });
    const old = await bySlug("night-handover");
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data).toMatchObject({
      articleId: draft.articleId,
      slug: "evening-handover",
      redirected: true,
    });
    const byId = await bySlug(draft.articleId);
    expect(byId.json().data).toMatchObject({
      slug: "evening-handover",
      redirected: true,
    });
    expectError(await bySlug("no-such-article"), 404, "Article not found.");

    // Taking back its old slug makes it current again (not an earlier one of itself).
    const back = await save({
      articleId: draft.articleId,
      title: "Evening handover",
      slug: "night-handover",
      status: "published",
    });
    expect(back.slug).toBe("night-handover");
    expect((await bySlug("night-handover")).json().data.redirected).toBe(false);
    expect((await bySlug("evening-handover")).json().data.redirected).toBe(
      true,
    );
  });

  it("refuses (409) a sent slug another article answers at, now or before; a derived one steps around it", async () => {
    const first = await save({
      title: "Bariatric chairs",
      status: "published",
    });
    await save({
      articleId: first.articleId,
      title: "Bariatric chairs",
      slug: "bariatric-seating",
      status: "published",
    });
    const second = await save({ title: "Ramps" });
    const taken = [{ field: "slug", message: ARTICLE_MESSAGES.slugTaken }];
    for (const slug of ["bariatric-seating", "bariatric-chairs"]) {
      const res = await post(
        w.t,
        "/api/articles",
        { articleId: second.articleId, title: "Ramps", slug },
        w.admin.headers,
      );
      expectError(res, 409, ARTICLE_MESSAGES.slugTaken, taken);
    }
    // "bariatric-chairs" is the first one's earlier address: a new title giving it gets -2.
    expect((await save({ title: "Bariatric chairs" })).slug).toBe(
      "bariatric-chairs-2",
    );
    const bad = await post(
      w.t,
      "/api/articles",
      { title: "Ramps", slug: "Not A Slug" },
      w.admin.headers,
    );
    expectError(bad, 422, `slug: ${ARTICLE_MESSAGES.slug}`, [
      { field: "slug", message: ARTICLE_MESSAGES.slug },
    ]);
  });
});

describe("the body", () => {
  it("is sanitised: scripts and handlers dropped, the plain text kept beside it", async () => {
    const a = await save({
      title: "Sanitised",
      body: '<p>Safe <b>bold</b><script>alert(1)</script><img src=x onerror="alert(2)"></p><p onclick="x()">Second</p>',
    });
    const read = await get(
      w.t,
      `/api/articles/${a.articleId}`,
      w.admin.headers,
    );
    expect(read.json().data.body).toBe("<p>Safe <b>bold</b></p><p>Second</p>");
    const [stored] = await w.t.db
      .select({ body: articles.body, bodyText: articles.bodyText })
      .from(articles)
      .where(eq(articles.id, a.articleId));
    expect(stored).toEqual({
      body: "<p>Safe <b>bold</b></p><p>Second</p>",
      bodyText: "Safe bold\nSecond",
    });
  });
});

describe("references", () => {
  it("refuses an unknown collection or facility (422 on the field), puts a new article last", async () => {
    expectError(
      await post(
        w.t,
        "/api/articles",
        {
          title: "X",
          articleCollectionId: "00000000-0000-4000-8000-000000000001",
        },
        w.admin.headers,
      ),
      422,
      ARTICLE_MESSAGES.collectionNotFound,
      [
        {
          field: "articleCollectionId",
          message: ARTICLE_MESSAGES.collectionNotFound,
        },
      ],
    );
    expectError(
      await post(
        w.t,
        "/api/articles",
        {
          title: "X",
          conditions: { facilityIds: ["00000000-0000-4000-8000-000000000001"] },
        },
        w.admin.headers,
      ),
      422,
      ARTICLE_MESSAGES.facilityNotFound,
      [
        {
          field: "conditions.facilityIds",
          message: ARTICLE_MESSAGES.facilityNotFound,
        },
      ],
    );
    const collection = await createCollection(w.t);
    await createArticle(w.t, {
      collectionId: collection.id,
      collectionPosition: 7,
    });
    const added = await save({
      title: "Last one",
      articleCollectionId: collection.id,
    });
    expect(added).toMatchObject({
      articleCollectionId: collection.id,
      collectionCode: collection.code,
      collectionName: collection.name,
      collectionPosition: 8,
    });
    // Absent on an update: it stays where it is.
    const kept = await save({ articleId: added.articleId, title: "Last one" });
    expect(kept).toMatchObject({
      articleCollectionId: collection.id,
      collectionPosition: 8,
    });
    const empty = await createCollection(w.t);
    const moved = await save({
      articleId: added.articleId,
      title: "Last one",
      articleCollectionId: empty.id,
    });
    expect(moved.collectionPosition).toBe(0);
  });
});

describe("activities", () => {
  it("records created, updated, restored and deleted on the article", async () => {
    const a = await save({ title: "Audited", status: "published" });
    await save({
      articleId: a.articleId,
      title: "Audited 2",
      status: "published",
    });
    const [revision] = (await revisions(a.articleId)).data;
    await post(
      w.t,
      `/api/articles/${a.articleId}/restore`,
      { revisionId: revision.articleRevisionId },
      w.admin.headers,
    );
    const gone = await del(
      w.t,
      `/api/articles/${a.articleId}`,
      w.admin.headers,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    const rows = await w.t.db
      .select({ action: activities.action, userId: activities.actorUserId })
      .from(activities)
      .where(
        and(
          eq(activities.modelType, "article"),
          eq(activities.modelId, a.articleId),
        ),
      )
      .orderBy(activities.createdAt);
    expect(rows.map((r) => r.action)).toEqual([
      "created",
      "updated",
      "restored",
      "deleted",
    ]);
    expect(new Set(rows.map((r) => r.userId))).toEqual(
      new Set([w.admin.user.id]),
    );
  });
});

describe("the generic calls refuse", () => {
  it("401 anonymous, 403 a non-administrator's write, 404 unknown, 422 without a title", async () => {
    expectError(await post(w.t, "/api/articles/search", {}), 401);
    expectError(
      await post(w.t, "/api/articles", { title: "Mine" }, w.nurse.headers),
      403,
    );
    const a = await createArticle(w.t);
    expectError(await del(w.t, `/api/articles/${a.id}`, w.nurse.headers), 403);
    expectError(
      await get(
        w.t,
        "/api/articles/00000000-0000-4000-8000-000000000001",
        w.admin.headers,
      ),
      404,
      "Article not found.",
    );
    const res = await post(
      w.t,
      "/api/articles",
      { title: "" },
      w.admin.headers,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0].field).toBe("title");
  });
});
