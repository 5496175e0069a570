/**
 * Required reading (issue 27, server/knowledge/requiredReading.ts): each role's required published
 * articles within its reach, unacknowledged first; an acknowledgement of the current version
 * (idempotent; 404 out of reach, 422 when not required or not published); a new published version
 * asks again; who of the roles has read it (administrators only), in one list.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FEATURES, featureOffMessage } from "../../domain/features";
import type { ArticleReaderRow } from "../../domain/schemas/article";
import { ARTICLE_MESSAGES as AM } from "../../domain/schemas/article";
import { articleAcknowledgements } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import { buildUser } from "./support/factories";
import {
  createArticle,
  enableKnowledge,
  saveArticle,
} from "./support/knowledgeFactories";

const NOT_FOUND = "Article not found.";

const w = appWorld(async (t) => {
  await enableKnowledge(t.db);
  const admin = await as(t, "systemadmin");
  const driver = await as(t, "driver", { lastName: "Adams" });
  const otherDriver = await as(t, "driver", { lastName: "Baker" });
  const nurse = await as(t, "nurse", { lastName: "Carter" });
  const customer = await as(t, "customer");
  // Not listed among the readers: inactive, or a driver only by a second role.
  await buildUser(t.db, { role: "driver", active: false, lastName: "Gone" });
  await buildUser(t.db, { roles: ["customer", "driver"], lastName: "Second" });

  const infection = await createArticle(t, {
    title: "Infection control",
    requiredForRoles: ["driver"],
  });
  const alpha = await createArticle(t, {
    title: "Alpha handbook",
    summary: "Read first",
    requiredForRoles: ["driver", "nurse"],
  });
  const draft = await createArticle(t, {
    title: "Draft rules",
    status: "draft",
    requiredForRoles: ["driver"],
  });
  const archived = await createArticle(t, {
    title: "Archived rules",
    status: "archived",
    requiredForRoles: ["driver"],
  });
  const nursesOnly = await createArticle(t, {
    title: "Nurses only",
    audience: ["nurse"],
    requiredForRoles: ["driver", "nurse"],
  });
  const optional = await createArticle(t, { title: "Optional reading" });
  return {
    admin,
    driver,
    otherDriver,
    nurse,
    customer,
    infection,
    alpha,
    draft,
    archived,
    nursesOnly,
    optional,
  };
});

const required = async (headers: Headers) => {
  const res = await post(w.t, "/api/articles/required", {}, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    articleId: string;
    title: string;
    acknowledged: boolean;
    acknowledgedAt: string | null;
    version: number;
  }[];
};

const acknowledge = (id: string, headers?: Headers) =>
  post(w.t, `/api/articles/${id}/acknowledge`, {}, headers);

const readers = (id: string, headers: Headers) =>
  post(w.t, `/api/articles/${id}/acknowledgements`, {}, headers);

const row = (
  a: { id: string; title: string; slug: string; summary: string },
  version = 1,
  acknowledgedAt: string | null = null,
) => ({
  articleId: a.id,
  title: a.title,
  slug: a.slug,
  summary: a.summary,
  version,
  acknowledged: acknowledgedAt !== null,
  acknowledgedAt,
});

describe("POST /articles/required", () => {
  it("answers the caller's role's published articles within reach, by title", async () => {
    expect(await required(w.driver.headers)).toEqual([
      row(w.alpha),
      row(w.infection),
    ]);
    expect(await required(w.nurse.headers)).toEqual([
      row(w.alpha),
      row(w.nursesOnly),
    ]);
    expect(await required(w.customer.headers)).toEqual([]);
    expect(await required(w.admin.headers)).toEqual([]);
  });

  it("is refused without a session (401) and while knowledge management is off (404)", async () => {
    expectError(await post(w.t, "/api/articles/required", {}), 401);
    await enableKnowledge(w.t, { active: false });
    try {
      expectError(
        await post(w.t, "/api/articles/required", {}, w.driver.headers),
        404,
        featureOffMessage(FEATURES.knowledgeManagement),
      );
    } finally {
      await enableKnowledge(w.t);
    }
  });
});

describe("POST /articles/{id}/acknowledge", () => {
  it("records the current version once, and the list puts it after the unread ones", async () => {
    const first = await acknowledge(w.infection.id, w.driver.headers);
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data).toEqual({
      articleId: w.infection.id,
      version: 1,
      acknowledgedAt: expect.any(String),
    });
    const again = await acknowledge(w.infection.id, w.driver.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(data);
    const stored = await w.t.db
      .select()
      .from(articleAcknowledgements)
      .where(eq(articleAcknowledgements.articleId, w.infection.id));
    expect(stored.map((s) => [s.userId, s.version])).toEqual([
      [w.driver.user.id, 1],
    ]);
    // "Infection control" sorts after "Alpha handbook" by title, and now also by being read.
    expect(await required(w.driver.headers)).toEqual([
      row(w.alpha),
      row(w.infection, 1, data.acknowledgedAt),
    ]);
    // Another driver has read nothing.
    expect(await required(w.otherDriver.headers)).toEqual([
      row(w.alpha),
      row(w.infection),
    ]);
  });

  it("orders an unread article first, even with a later title", async () => {
    const res = await acknowledge(w.alpha.id, w.otherDriver.headers);
    expect(res.statusCode, res.body).toBe(200);
    const list = await required(w.otherDriver.headers);
    expect(list.map((r) => [r.title, r.acknowledged])).toEqual([
      ["Infection control", false],
      ["Alpha handbook", true],
    ]);
  });

  it("answers 404 for an article out of reach or unknown, 422 when not required or not published, 401 without a session", async () => {
    for (const id of [
      w.draft.id,
      w.archived.id,
      w.nursesOnly.id,
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
    ])
      expectError(await acknowledge(id, w.driver.headers), 404, NOT_FOUND);
    expectError(
      await acknowledge(w.optional.id, w.driver.headers),
      422,
      AM.notRequired,
    );
    expectError(
      await acknowledge(w.infection.id, w.nurse.headers),
      422,
      AM.notRequired,
    );
    // An administrator reaches a draft, but a draft has no version to acknowledge.
    expectError(
      await acknowledge(w.draft.id, w.admin.headers),
      422,
      AM.notPublished,
    );
    expectError(
      await acknowledge(w.infection.id, w.admin.headers),
      422,
      AM.notRequired,
    );
    expectError(await acknowledge(w.infection.id), 401);
    const stray = await w.t.db
      .select()
      .from(articleAcknowledgements)
      .where(
        and(
          eq(articleAcknowledgements.userId, w.driver.user.id),
          eq(articleAcknowledgements.articleId, w.draft.id),
        ),
      );
    expect(stray).toEqual([]);
  });

  it("asks again for a new published version", async () => {
    // The administrator saves a change to the published text: version 2.
    const saved = await saveArticle(w.t, w.admin.headers, {
      articleId: w.infection.id,
      title: w.infection.title,
      summary: w.infection.summary,
      body: "<p>Gloves on before every passenger, off after.</p>",
      status: "published",
      requiredForRoles: ["driver"],
    });
    expect(saved.version).toBe(2);
    const list = await required(w.driver.headers);
    expect(list.find((r) => r.articleId === w.infection.id)).toEqual(
      row({ ...w.infection }, 2),
    );
    const res = await acknowledge(w.infection.id, w.otherDriver.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.version).toBe(2);
    const own = await required(w.otherDriver.headers);
    expect(own.map((r) => [r.title, r.version, r.acknowledged])).toEqual([
      ["Alpha handbook", 1, true],
      ["Infection control", 2, true],
    ]);
  });
});

describe("POST /articles/{id}/acknowledgements", () => {
  it("lists every active user of the required roles with their acknowledgement of this version", async () => {
    const res = await readers(w.infection.id, w.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const [ackOfOther] = await w.t.db
      .select()
      .from(articleAcknowledgements)
      .where(
        and(
          eq(articleAcknowledgements.articleId, w.infection.id),
          eq(articleAcknowledgements.userId, w.otherDriver.user.id),
        ),
      );
    expect(res.json().data).toEqual([
      {
        userId: w.driver.user.id,
        name: "Test Adams",
        roleCode: "driver",
        acknowledgedAt: null,
        lastVersion: 1,
      },
      {
        userId: w.otherDriver.user.id,
        name: "Test Baker",
        roleCode: "driver",
        acknowledgedAt: ackOfOther.createdAt.toISOString(),
        lastVersion: 2,
      },
    ]);
    const alpha = await readers(w.alpha.id, w.admin.headers);
    expect(
      (alpha.json().data as ArticleReaderRow[]).map((r) => [
        r.name,
        r.roleCode,
        r.acknowledgedAt !== null,
      ]),
    ).toEqual([
      ["Test Adams", "driver", false],
      ["Test Baker", "driver", true],
      ["Test Carter", "nurse", false],
    ]);
    const none = await readers(w.optional.id, w.admin.headers);
    expect(none.json().data).toEqual([]);
  });

  it("is for administrators only (403), 404 for an unknown article", async () => {
    for (const caller of [w.driver, w.nurse, w.customer])
      expectError(await readers(w.infection.id, caller.headers), 403);
    expectError(
      await readers("00000000-0000-4000-8000-000000000000", w.admin.headers),
      404,
      NOT_FOUND,
    );
    expectError(await readers(w.infection.id, {}), 401);
  });
});
