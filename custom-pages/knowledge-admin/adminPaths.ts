/**
 * Where the knowledge administration pages are, read from the declaration (never a written path),
 * and the i18n namespace of their messages.
 */
import { pagePath } from "../../domain/modules/pagePath";
import {
  adminArticleCollectionsModule,
  adminArticlesModule,
} from "../../domain/modules/adminArticles";
import { knowledgeModule } from "../../domain/modules/knowledge";

export const K = "pages.knowledge-admin";

/** The generic resources: articles and article collections. */
export const ARTICLES = knowledgeModule.name;
export const COLLECTIONS = adminArticleCollectionsModule.name;

const pages = adminArticlesModule.pages;

export const articleListPath = pages.list.path;
export const articleCreatePath = pages.create.path;
export const collectionListPath = pages.collections.path;
export const collectionCreatePath = pages.collectionCreate.path;

export const articleManagePath = (articleId: string) =>
  pagePath(pages.manage.path, { articleId });
export const articlePreviewPath = (articleId: string) =>
  pagePath(pages.preview.path, { articleId });
export const collectionEditPath = (articleCollectionId: string) =>
  pagePath(pages.collectionEdit.path, { articleCollectionId });
