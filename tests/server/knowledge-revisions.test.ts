/**
 * Published versions and revisions of knowledge articles (issue 27): a published change of the
 * text keeps the state before it and counts a new version, a draft's change does neither; a
 * restore makes a kept state current (keeping the replaced one) and refuses another article's.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ARTICLE_MESSAGES } from "../../domain/schemas/article";
import { articles } from "../../server/db/schema";
import { as, expectError, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  articleRevisions,
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

describe("versions and revisions", () => {
  it("keeps revisions of published changes only, bumps the version, and restores", async () => {
    const a = await save({ title: "Dialysis pick-ups", body: "<p>One</p>" });
    expect(a).toMatchObject({ version: 0, publishedAt: null });
    const draftEdit = await save({
      articleId: a.articleId,
      title: "Dialysis pick-ups",
      body: "<p>Two</p>",
    });
    expect(draftEdit.version).toBe(0);
    expect((await revisions(a.articleId)).total).toBe(0);

    const published = await save({
      articleId: a.articleId,
      title: "Dialysis pick-ups",
      body: "<p>Two</p>",
      status: "published",
    });
    expect(published.version).toBe(1);
    expect(published.publishedAt).toEqual(expect.any(String));
    expect((await revisions(a.articleId)).total).toBe(0);

    // A status-only save of a published article is not a new version.
    const same = await save({
      articleId: a.articleId,
      title: "Dialysis pick-ups",
      body: "<p>Two</p>",
      status: "published",
    });
    expect(same.version).toBe(1);

    const changed = await save({
      articleId: a.articleId,
      title: "Dialysis pick-ups and returns",
      body: "<p>Three</p>",
      status: "published",
    });
    expect(changed.version).toBe(2);
    const kept = await revisions(a.articleId);
    expect(kept.total).toBe(1);
    expect(kept.data[0]).toMatchObject({
      number: 1,
      title: "Dialysis pick-ups",
      body: "<p>Two</p>",
      version: 1,
      writtenByUserId: w.admin.user.id,
    });

    await save({
      articleId: a.articleId,
      title: "Dialysis returns",
      body: "<p>Four</p>",
      status: "published",
    });
    const two = await revisions(a.articleId);
    expect(two.data.map((r) => r.number)).toEqual([2, 1]);
    expect(two).toMatchObject({ sortBy: "number", sortDescending: true });

    const restore = await post(
      w.t,
      `/api/articles/${a.articleId}/restore`,
      { revisionId: two.data[1].articleRevisionId },
      w.admin.headers,
    );
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json().data).toMatchObject({
      title: "Dialysis pick-ups",
      body: "<p>Two</p>",
      version: 4,
    });
    const three = await revisions(a.articleId);
    expect(three.data.map((r) => [r.number, r.title])).toEqual([
      [3, "Dialysis returns"],
      [2, "Dialysis pick-ups and returns"],
      [1, "Dialysis pick-ups"],
    ]);
    const [stored] = await w.t.db
      .select({ bodyText: articles.bodyText })
      .from(articles)
      .where(eq(articles.id, a.articleId));
    expect(stored.bodyText).toBe("Two");
  });

  it("refuses (422) a revision of another article or none", async () => {
    const a = await save({ title: "A", status: "published" });
    await save({ articleId: a.articleId, title: "A2", status: "published" });
    const b = await save({ title: "B", status: "published" });
    const foreign = (await revisions(a.articleId)).data[0].articleRevisionId;
    const notFound = [
      { field: "revisionId", message: ARTICLE_MESSAGES.revisionNotFound },
    ];
    for (const revisionId of [foreign, "00000000-0000-4000-8000-000000000009"])
      expectError(
        await post(
          w.t,
          `/api/articles/${b.articleId}/restore`,
          { revisionId },
          w.admin.headers,
        ),
        422,
        ARTICLE_MESSAGES.revisionNotFound,
        notFound,
      );
    expectError(
      await post(
        w.t,
        `/api/articles/${b.articleId}/restore`,
        { revisionId: foreign },
        w.nurse.headers,
      ),
      403,
    );
  });
});
