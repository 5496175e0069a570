import { knowledgeModule } from "../../domain/modules/knowledge";

/** The search page's query parameters: a tag or a collection chosen elsewhere opens it filtered. */
export const SEARCH_PARAMS = { tag: "tag", collection: "collection" } as const;

/** The search page filtered by one tag (a tag's chip on a list or an article). */
export const searchWithTag = (tag: string) =>
  `${knowledgeModule.pages.search.path}?${new URLSearchParams({ [SEARCH_PARAMS.tag]: tag })}`;
