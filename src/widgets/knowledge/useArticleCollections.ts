import { useMemo } from "react";
import { useGetList } from "react-admin";
import type { ArticleCollectionRow } from "../../../domain/schemas/article";
import { ARTICLE_COLLECTIONS } from "./knowledgeModel";

export type CollectionRecord = ArticleCollectionRow & { id: string };

/** Enough for any portal's handbook; a collection is a chapter, not a record. */
const COLLECTIONS_SHOWN = 100;

/** Every article collection, in name order (the server's default order, sorted here). */
export function useArticleCollections() {
  const list = useGetList<CollectionRecord>(ARTICLE_COLLECTIONS, {
    pagination: { page: 1, perPage: COLLECTIONS_SHOWN },
  });
  const collections = useMemo(
    () => [...(list.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [list.data],
  );
  return { ...list, collections };
}
