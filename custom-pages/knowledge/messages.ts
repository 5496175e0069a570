/**
 * English messages of the knowledge reader's pages (pages.knowledge.*, issue 27), found through the
 * module's pagesFolder; the shared widgets' words (src/widgets/knowledge) sit under `widgets`.
 */
import { knowledgeWidgetMessages } from "../../src/widgets/knowledge/messages";

export const messages = {
  list: {
    title: "Articles",
    loading: "Loading the articles…",
    failed: "The articles could not be loaded.",
    empty: "No articles have been published yet.",
    noCollection: "Other articles",
    more: "Showing the first %{count} articles: open a collection to see all of its articles.",
    collections: "Collections",
    search: "Search",
  },
  collections: {
    title: "Article Collections",
    loading: "Loading the collections…",
    failed: "The collections could not be loaded.",
    empty: "No collections yet.",
    count: "%{smart_count} article |||| %{smart_count} articles",
    allArticles: "All articles",
  },
  collection: {
    loading: "Loading the collection…",
    notFound: "This collection does not exist.",
    failed: "The collection could not be loaded.",
    empty: "No articles in this collection yet.",
    articles: "Articles of %{name}",
    allCollections: "All collections",
  },
  article: {
    loading: "Loading the article…",
    notFound: "This article does not exist or is not available to you.",
    failed: "The article could not be loaded.",
    allArticles: "All articles",
  },
  search: {
    title: "Search articles",
    box: "Search",
    collection: "Collection",
    anyCollection: "Any collection",
    tag: "Tag",
    clearTag: "Clear the tag",
    prompt: "Type to search the articles.",
    noResults: "No articles match your search.",
    results: "Search results",
    loading: "Searching…",
    failed: "The search could not be run.",
  },
  widgets: knowledgeWidgetMessages,
};
