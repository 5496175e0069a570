/**
 * The knowledge reader's page tests (issue 27): an in-memory store of articles, collections and
 * required reading, and msw handlers speaking CONTRACT27's calls over it. Calls are recorded with
 * their bodies; `refuse` forces an answer ("METHOD path" → [status, message?]). The fake does not
 * search: the rows (and their snippets) are the test's.
 */
import { http, HttpResponse } from "msw";
import type { JsonBodyType } from "msw";
import type {
  ArticleCollectionRow,
  ArticleRow,
  RequiredArticleRow,
} from "../../../domain/schemas/article";
import { envelope, failure, paginate } from "../../support/mswHandlers";
import type { Body, CallLog } from "../../support/recordedCalls";
import { recorded } from "../../support/recordedCalls";

const NOW = "2026-03-18T12:00:00.000Z";
let n = 0;
export const knowledgeUuid = () =>
  `a27c0000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

export function buildCollection(
  overrides: Partial<ArticleCollectionRow> = {},
): ArticleCollectionRow {
  const id = overrides.articleCollectionId ?? knowledgeUuid();
  return {
    _id: id,
    id,
    articleCollectionId: id,
    name: "Driving",
    code: "DRIVING",
    description: "",
    articleCount: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildArticle(overrides: Partial<ArticleRow> = {}): ArticleRow {
  const id = overrides.articleId ?? knowledgeUuid();
  return {
    _id: id,
    id,
    articleId: id,
    title: "Stretcher securement",
    slug: "stretcher-securement",
    summary: "",
    body: "<p>Lock the stretcher.</p>",
    articleCollectionId: null,
    collectionCode: null,
    collectionName: null,
    collectionPosition: 0,
    tags: [],
    audience: [],
    status: "published",
    version: 1,
    publishedAt: NOW,
    requiredForRoles: [],
    conditions: {
      equipment: [],
      bookingTypes: [],
      tripPurposes: [],
      facilityIds: [],
    },
    authorUserId: null,
    authorName: "Ada Admin",
    updatedByName: "Ada Admin",
    snippet: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export const requiredRow = (
  article: ArticleRow,
  acknowledged = false,
): RequiredArticleRow => ({
  articleId: article.articleId,
  title: article.title,
  slug: article.slug,
  summary: article.summary,
  version: article.version,
  acknowledged,
  acknowledgedAt: acknowledged ? NOW : null,
});

export interface KnowledgeStore extends CallLog {
  articles: ArticleRow[];
  collections: ArticleCollectionRow[];
  required: RequiredArticleRow[];
  /** Earlier slugs: old slug → the article's current one. */
  movedSlugs: Record<string, string>;
}

export const createKnowledgeStore = (): KnowledgeStore => ({
  articles: [],
  collections: [],
  required: [],
  movedSlugs: {},
  calls: [],
  refuse: new Map(),
});

export const knowledgeCalls = (
  store: KnowledgeStore,
  method: string,
  path: string,
) => store.calls.filter((c) => c.method === method && c.path === path);

const json = (value: unknown) => value as JsonBodyType;

/** The msw handlers over the store (install with server.use after start()). */
export function knowledgeHandlers(store: KnowledgeStore) {
  const on = (
    handler: (
      body: Body,
      params: Record<string, string>,
    ) => Response | Promise<Response>,
  ) => recorded(store, handler);
  return [
    http.post(
      "/api/articles/search",
      on((body) =>
        HttpResponse.json(
          json(
            paginate(
              store.articles.filter(
                (a) =>
                  (!body.articleCollectionId ||
                    a.articleCollectionId === body.articleCollectionId) &&
                  (!body.collectionCode ||
                    a.collectionCode === body.collectionCode),
              ) as unknown as Body[],
              { ...body, searchTerm: undefined },
            ),
          ),
        ),
      ),
    ),
    http.post(
      "/api/articles/get-by-slug",
      on((body) => {
        const slug = String(body.slug);
        const current = store.movedSlugs[slug] ?? slug;
        const found = store.articles.find(
          (a) => a.slug === current || a.articleId === slug,
        );
        if (!found) return failure(404);
        return envelope(json({ ...found, redirected: found.slug !== slug }));
      }),
    ),
    http.post(
      "/api/articles/required",
      on(() => envelope(json(store.required))),
    ),
    http.post(
      "/api/articles/in-context",
      on(() => envelope([])),
    ),
    http.post(
      "/api/articles/:id/acknowledge",
      on((_b, { id }) => {
        const row = store.required.find((r) => r.articleId === id);
        if (!row)
          return failure(422, "This article is not required reading for you.");
        row.acknowledged = true;
        row.acknowledgedAt = NOW;
        return envelope(
          json({ articleId: id, version: row.version, acknowledgedAt: NOW }),
        );
      }),
    ),
    http.post(
      "/api/article-collections/search",
      on((body) =>
        HttpResponse.json(
          json(paginate(store.collections as unknown as Body[], body)),
        ),
      ),
    ),
    http.post(
      "/api/article-collections/get-by-code",
      on((body) => {
        const found = store.collections.find((c) => c.code === body.code);
        return found ? envelope(json(found)) : failure(404);
      }),
    ),
  ];
}
