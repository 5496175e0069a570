import { FEATURES } from "../features";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

const adminKnowledge = {
  adminOnly: true,
  feature: FEATURES.knowledgeManagement,
};
const A = `${S}/articles/article`;
const C = `${S}/articles/collections`;

/**
 * Administration of articles and article collections (§2, issue 27): every article whatever its
 * status, the editor with status, audience, required reading, trip conditions, revisions and diff,
 * a reader's preview; collections with the order of their articles. Pages in
 * custom-pages/knowledge-admin; the calls are knowledgeModule's (/articles) and
 * adminArticleCollectionsModule's (/article-collections).
 */
export const adminArticlesModule = defineModule({
  name: "admin/articles",
  feature: FEATURES.knowledgeManagement,
  menu: [
    {
      key: "adminArticles",
      path: A,
      group: "systemAdmin",
      position: 8,
      gate: adminKnowledge,
    },
    {
      key: "adminArticleCollections",
      path: C,
      group: "systemAdmin",
      position: 9,
      gate: adminKnowledge,
    },
  ],
  moduleGates: { [`${S}/articles`]: adminKnowledge },
  pagesFolder: "knowledge-admin",
  pages: {
    list: { path: A, component: "AdminArticlesPage" },
    create: { path: `${A}/create`, component: "ArticleCreatePage" },
    manage: { path: `${A}/manage/:articleId`, component: "ArticleManagePage" },
    preview: { path: `${A}/:articleId`, component: "ArticlePreviewPage" },
    collections: { path: C, component: "AdminCollectionsPage" },
    collectionCreate: {
      path: `${C}/create`,
      component: "CollectionCreatePage",
    },
    collectionEdit: {
      path: `${C}/upsert/:articleCollectionId`,
      component: "CollectionEditPage",
    },
  },
});

/**
 * Article collections' calls (issue 27): the generic four under /article-collections, get-by-code
 * and the order of a collection's articles. Any signed-in user reads them (the reader's collection
 * pages); administrators change them. Its pages are adminArticlesModule's and knowledgeModule's.
 */
export const adminArticleCollectionsModule = defineModule({
  name: "admin/articles/collections",
  feature: FEATURES.knowledgeManagement,
  api: {
    prefix: "/article-collections",
    idField: "articleCollectionId",
    entity: "Article Collection",
  },
  access: {
    read: {},
    write: { adminOnly: true },
    delete: { adminOnly: true },
  },
});
