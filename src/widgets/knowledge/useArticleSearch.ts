import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { ArticleRow } from "../../../domain/schemas/article";
import { KNOWLEDGE } from "./knowledgeModel";

export type ArticleRecord = ArticleRow & { id: string };

export interface ArticleSearch {
  /** getList's filter: `q` is the searchTerm, the rest the contract's own keys. */
  filter: Record<string, unknown>;
  /** A field of the server's sortable list, or "" for its own order (relevance with a term). */
  sortBy: string;
  descending?: boolean;
  page: number;
  perPage: number;
  /** false: ask nothing (a search box still empty). */
  enabled?: boolean;
}

/**
 * A page of articles (POST /articles/search through getList), the previous page kept while the
 * next one loads so a search typed letter by letter does not blink.
 */
export function useArticleSearch({
  filter,
  sortBy,
  descending = false,
  page,
  perPage,
  enabled = true,
}: ArticleSearch) {
  const dataProvider = useDataProvider();
  const sort = { field: sortBy, order: descending ? "DESC" : "ASC" } as const;
  return useQuery({
    queryKey: [KNOWLEDGE, "search", filter, sort, page, perPage],
    queryFn: ({ signal }) =>
      dataProvider.getList<ArticleRecord>(KNOWLEDGE, {
        filter,
        sort,
        pagination: { page, perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}
