/**
 * Knowledge management's calls beyond §7's four (issue 27). Articles and collections themselves go
 * through the generic four ("knowledge": /articles, "admin/articles/collections":
 * /article-collections); these are the rest.
 *
 * | Method                      | Call                                                                  |
 * |-----------------------------|-----------------------------------------------------------------------|
 * | articleBySlug               | POST /articles/get-by-slug {slug} → {data: row + redirected}          |
 * | articleRevisions            | POST /articles/{id}/revisions/search {pageNumber, pageSize} → paged   |
 * | restoreArticleRevision      | POST /articles/{id}/restore {revisionId} → {data: row}                |
 * | requiredArticles            | POST /articles/required {} → {data: rows, unacknowledged first}       |
 * | acknowledgeArticle          | POST /articles/{id}/acknowledge {} → {data: {articleId, version, acknowledgedAt}} |
 * | articleAcknowledgements     | POST /articles/{id}/acknowledgements {} → {data: readers} (admin)     |
 * | articlesInContext           | POST /articles/in-context {tripId} or {wheelchair, stretcher, oxygen, bookingType, tripPurpose, facilityId} → {data} |
 * | articleCollectionByCode     | POST /article-collections/get-by-code {code} → {data: row}            |
 * | orderArticleCollection      | POST /article-collections/{id}/order {articleIds} → {data: row}       |
 */
import {
  adminArticleCollectionsModule,
  knowledgeModule,
} from "../domain/modules/index";
import type {
  ArticleCollectionRow,
  ArticleContextRequest,
  ArticleContextRow,
  ArticleReaderRow,
  ArticleRevisionRow,
  ArticleRow,
  RequiredArticleRow,
} from "../domain/schemas/article";
import type { Envelope, Paginated } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export type ArticleBySlug = ArticleRow & { redirected: boolean };

export interface ArticleAcknowledgement {
  articleId: string;
  version: number;
  acknowledgedAt: string;
}

export interface KnowledgeMethods {
  /** The article at this slug (or an earlier one of its slugs: `redirected`, go to `slug`). */
  articleBySlug(slug: string): Promise<ArticleBySlug>;
  /** A page of the article's revisions, newest first. */
  articleRevisions(
    articleId: string,
    page: { pageNumber: number; pageSize: number },
  ): Promise<Paginated<ArticleRevisionRow>>;
  /** The revision's title, summary and body become the article's (the current text is kept). */
  restoreArticleRevision(
    articleId: string,
    revisionId: string,
  ): Promise<ArticleRow>;
  /** The caller's required reading (their role's), unacknowledged first. */
  requiredArticles(): Promise<RequiredArticleRow[]>;
  /** The caller read the article's current published version. */
  acknowledgeArticle(articleId: string): Promise<ArticleAcknowledgement>;
  /** Who of the roles it is required for has read the current version (administrators). */
  articleAcknowledgements(articleId: string): Promise<ArticleReaderRow[]>;
  /** The published articles tied to a trip's conditions (or to a booking's, before it exists). */
  articlesInContext(query: ArticleContextRequest): Promise<ArticleContextRow[]>;
  articleCollectionByCode(code: string): Promise<ArticleCollectionRow>;
  /** The collection's articles in this order, first to last. */
  orderArticleCollection(
    articleCollectionId: string,
    articleIds: string[],
  ): Promise<ArticleCollectionRow>;
}

export function knowledgeMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): KnowledgeMethods {
  const articles = () => `${apiUrl}${knowledgeModule.api.prefix}`;
  const collections = () =>
    `${apiUrl}${adminArticleCollectionsModule.api.prefix}`;
  const id = (value: string) => encodeURIComponent(value);
  const post = async <T>(url: string, body: unknown): Promise<T> =>
    (await httpClient<Envelope<T>>(url, { method: "POST", body })).data;
  return {
    articleBySlug: (slug) =>
      post<ArticleBySlug>(`${articles()}/get-by-slug`, { slug }),
    articleRevisions: (articleId, page) =>
      httpClient<Paginated<ArticleRevisionRow>>(
        `${articles()}/${id(articleId)}/revisions/search`,
        { method: "POST", body: page },
      ),
    restoreArticleRevision: (articleId, revisionId) =>
      post<ArticleRow>(`${articles()}/${id(articleId)}/restore`, {
        revisionId,
      }),
    requiredArticles: () =>
      post<RequiredArticleRow[]>(`${articles()}/required`, {}),
    acknowledgeArticle: (articleId) =>
      post<ArticleAcknowledgement>(
        `${articles()}/${id(articleId)}/acknowledge`,
        {},
      ),
    articleAcknowledgements: (articleId) =>
      post<ArticleReaderRow[]>(
        `${articles()}/${id(articleId)}/acknowledgements`,
        {},
      ),
    articlesInContext: (query) =>
      post<ArticleContextRow[]>(`${articles()}/in-context`, query),
    articleCollectionByCode: (code) =>
      post<ArticleCollectionRow>(`${collections()}/get-by-code`, { code }),
    orderArticleCollection: (articleCollectionId, articleIds) =>
      post<ArticleCollectionRow>(
        `${collections()}/${id(articleCollectionId)}/order`,
        { articleIds },
      ),
  };
}
