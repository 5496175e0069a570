import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

const knowledge = { feature: FEATURES.knowledgeManagement };
/** Articles are managed by administrators only; reading is decided row by row (status, audience). */
const manage = { adminOnly: true } as const;

export const KNOWLEDGE_SEARCH_PATH = "/knowledgemanagement/search";
export const ARTICLE_COLLECTIONS_PATH = "/articles/collections";

/**
 * Knowledge management (§2, issue 27), the reader's side: published articles by collection, one
 * article by its slug, and ranked search (its own toggle, feature-knowledge-management-search).
 * Calls: the generic four under /articles plus get-by-slug, revisions, restore, required reading,
 * acknowledgement and in-context (server/knowledge). Who reads an article: published and within
 * its audience, or an administrator (drafts and archived ones too).
 */
export const knowledgeModule = defineModule({
  name: "knowledge",
  feature: FEATURES.knowledgeManagement,
  menu: [
    {
      key: "knowledgeSearch",
      path: KNOWLEDGE_SEARCH_PATH,
      group: "knowledge",
      position: 1,
      gate: { feature: FEATURES.knowledgeManagementSearch },
    },
    {
      key: "articleCollections",
      path: ARTICLE_COLLECTIONS_PATH,
      group: "knowledge",
      position: 2,
      gate: {},
    },
  ],
  moduleGates: {
    "/articles": knowledge,
    "/article": knowledge,
    "/knowledgemanagement": knowledge,
  },
  pagesFolder: "knowledge",
  pages: {
    list: { path: "/articles", component: "ArticlesPage" },
    collections: {
      path: ARTICLE_COLLECTIONS_PATH,
      component: "ArticleCollectionsPage",
    },
    collection: {
      path: "/articles/collection/:code",
      component: "ArticleCollectionPage",
    },
    article: { path: "/article/:slug", component: "ArticlePage" },
    search: { path: KNOWLEDGE_SEARCH_PATH, component: "KnowledgeSearchPage" },
  },
  api: { prefix: "/articles", idField: "articleId", entity: "Article" },
  access: { read: {}, write: manage, delete: manage },
});
