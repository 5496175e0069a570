import { FEATURES } from "../features";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

const adminKnowledge = {
  adminOnly: true,
  feature: FEATURES.knowledgeManagement,
};

/** Administration of articles and article collections (§2), not built yet. */
export const adminArticlesModule = defineModule({
  name: "admin/articles",
  feature: FEATURES.knowledgeManagement,
  menu: [
    {
      key: "adminArticles",
      path: `${S}/articles/article`,
      group: "systemAdmin",
      position: 8,
      gate: adminKnowledge,
    },
    {
      key: "adminArticleCollections",
      path: `${S}/articles/collections`,
      group: "systemAdmin",
      position: 9,
      gate: adminKnowledge,
    },
  ],
  moduleGates: { [`${S}/articles`]: adminKnowledge },
  pending: {
    titleKey: "app.menu.adminArticles",
    routes: [
      `${S}/articles/article`,
      `${S}/articles/article/create`,
      `${S}/articles/article/manage/:articleId`,
      `${S}/articles/article/:articleId`,
    ],
  },
});

export const adminArticleCollectionsModule = defineModule({
  name: "admin/articles/collections",
  feature: FEATURES.knowledgeManagement,
  pending: {
    titleKey: "app.menu.adminArticleCollections",
    routes: [
      `${S}/articles/collections`,
      `${S}/articles/collections/create`,
      `${S}/articles/collections/upsert/:articleCollectionId`,
    ],
  },
});
