/**
 * The knowledge administration pages' tests (issue 27): in-memory articles, revisions and
 * collections, and msw handlers speaking CONTRACT27's API over them. Calls are recorded with their
 * bodies; `refuse` forces an answer ("METHOD path" → [status, message?, field errors?]).
 */
import { http, HttpResponse } from "msw";
import type {
  ArticleCollectionRow,
  ArticleRevisionRow,
  ArticleRow,
} from "../../../domain/schemas/article";
import { envelope, paginate } from "../../support/mswHandlers";
import type { CallLog } from "../../support/recordedCalls";
import { recorded } from "../../support/recordedCalls";
import { buildArticle as articleRow } from "./knowledgeFake";

const page = (rows: object[], body: Record<string, unknown>) =>
  HttpResponse.json(paginate(rows as Record<string, unknown>[], body));

const NOW = "2026-03-18T12:00:00.000Z";
export const uuid = (n: number) =>
  `a27e0000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Article n of the admin pages' tests: the reader's fake row with its own id, title and place. */
export const buildArticle = (
  n: number,
  overrides: Partial<ArticleRow> = {},
): ArticleRow =>
  articleRow({
    articleId: uuid(n),
    title: `Article ${n}`,
    slug: `article-${n}`,
    body: "",
    collectionPosition: n,
    ...overrides,
  });

export function buildRevision(
  article: ArticleRow,
  number: number,
  overrides: Partial<ArticleRevisionRow> = {},
): ArticleRevisionRow {
  const id = uuid(500 + number);
  return {
    id,
    articleRevisionId: id,
    articleId: article.articleId,
    number,
    title: article.title,
    summary: article.summary,
    body: article.body,
    version: number,
    writtenByUserId: null,
    writtenByName: "Ada Admin",
    writtenAt: NOW,
    createdAt: NOW,
    ...overrides,
  };
}

export function buildCollection(
  n: number,
  overrides: Partial<ArticleCollectionRow> = {},
): ArticleCollectionRow {
  const articleCollectionId = uuid(900 + n);
  return {
    _id: articleCollectionId,
    id: articleCollectionId,
    articleCollectionId,
    name: `Collection ${n}`,
    code: `C${n}`,
    description: "",
    articleCount: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export interface KnowledgeStore extends CallLog {
  articles: ArticleRow[];
  revisions: ArticleRevisionRow[];
  collections: ArticleCollectionRow[];
}

export const createKnowledgeStore = (): KnowledgeStore => ({
  calls: [],
  refuse: new Map(),
  articles: [],
  revisions: [],
  collections: [],
});

export const callsTo = (store: KnowledgeStore, method: string, path: string) =>
  store.calls.filter((c) => c.method === method && c.path === path);

export function knowledgeHandlers(store: KnowledgeStore) {
  const article = (id: string) =>
    store.articles.find((a) => a.articleId === id)!;
  return [
    http.post(
      "/api/articles/search",
      recorded(store, (body) =>
        page(
          store.articles.filter(
            (a) =>
              !body.articleCollectionId ||
              a.articleCollectionId === body.articleCollectionId,
          ),
          body,
        ),
      ),
    ),
    http.get(
      "/api/articles/:id",
      recorded(store, (_, { id }) => envelope(article(id))),
    ),
    http.post(
      "/api/articles",
      recorded(store, (body) => {
        const saved = buildArticle(store.articles.length + 100, {
          ...(body as Partial<ArticleRow>),
          status: "draft",
          version: 0,
        });
        store.articles.push(saved);
        return envelope(saved, 201, "Article created.");
      }),
    ),
    http.post(
      "/api/articles/:id/revisions/search",
      recorded(store, (body, { id }) =>
        page(
          store.revisions.filter((r) => r.articleId === id),
          body,
        ),
      ),
    ),
    http.post(
      "/api/articles/:id/restore",
      recorded(store, (_, { id }) => envelope(article(id))),
    ),
    http.post(
      "/api/articles/:id/acknowledgements",
      recorded(store, () => envelope([])),
    ),
    http.post(
      "/api/article-collections/search",
      recorded(store, (body) => page(store.collections, body)),
    ),
    http.get(
      "/api/article-collections/:id",
      recorded(store, (_, { id }) =>
        envelope(store.collections.find((c) => c.articleCollectionId === id)!),
      ),
    ),
    http.post(
      "/api/article-collections/:id/order",
      recorded(store, (body, { id }) => {
        const ids = body.articleIds as string[];
        store.articles = store.articles.map((a) =>
          ids.includes(a.articleId)
            ? { ...a, collectionPosition: ids.indexOf(a.articleId) }
            : a,
        );
        return envelope(
          store.collections.find((c) => c.articleCollectionId === id)!,
        );
      }),
    ),
    http.post(
      "/api/facilities/search",
      recorded(store, (body) => page([], body)),
    ),
  ];
}
