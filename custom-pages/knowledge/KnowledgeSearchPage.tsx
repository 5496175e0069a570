import { useMemo, useState } from "react";
import { Alert, LinearProgress, List } from "@mui/material";
import { useTranslate } from "react-admin";
import { useSearchParams } from "react-router-dom";
import { DEFAULT_PAGE_SIZE } from "../../domain/constants";
import { knowledgeModule } from "../../domain/modules/knowledge";
import { errorMessage } from "../../src/forms/serverErrors";
import { StatePagination } from "../../src/widgets/StatePagination";
import { ArticleListItem } from "../../src/widgets/knowledge/ArticleListItem";
import { useArticleCollections } from "../../src/widgets/knowledge/useArticleCollections";
import { useArticleSearch } from "../../src/widgets/knowledge/useArticleSearch";
import { useDebouncedValue } from "../../src/widgets/knowledge/useDebouncedValue";
import { usePageTitle } from "../common/usePageTitle";
import { K, KnowledgeFrame, StateText } from "./KnowledgeFrame";
import type { SearchState } from "./SearchFilters";
import { SearchFilters } from "./SearchFilters";
import { SEARCH_PARAMS } from "./searchLinks";

const S = `${K}.search`;
/** Typing pauses this long before the search goes out. */
const SEARCH_DELAY_MS = 300;

/** The search body's filter: the words (ranked), the collection, the tag; published only. */
function searchFilter(term: string, collection: string, tag: string) {
  const filter: Record<string, unknown> = { status: "published" };
  if (term) filter.q = term;
  if (collection) filter.collectionCode = collection;
  if (tag) filter.additionalArrayFilters = { tags: [tag] };
  return filter;
}

/**
 * /knowledgemanagement/search (issue 27, while feature-knowledge-management-search is on): search as
 * you type, most relevant first, each result with where it matched; filters by collection and tag
 * (a tag's chip elsewhere opens it filtered). The previous results stay while the next load.
 */
export function KnowledgeSearchPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${S}.title`);
  const [params] = useSearchParams();
  const [state, setState] = useState<SearchState>(() => ({
    typed: "",
    collection: params.get(SEARCH_PARAMS.collection) ?? "",
    tag: params.get(SEARCH_PARAMS.tag) ?? "",
  }));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const term = useDebouncedValue(state.typed.trim(), SEARCH_DELAY_MS);
  const tag = useDebouncedValue(
    state.tag.trim().toLowerCase(),
    SEARCH_DELAY_MS,
  );
  const { collections } = useArticleCollections();
  const filter = useMemo(
    () => searchFilter(term, state.collection, tag),
    [term, state.collection, tag],
  );
  const asked = !!(term || state.collection || tag);
  const results = useArticleSearch({
    filter,
    // With words the server ranks by relevance; a filter alone reads best by title.
    sortBy: term ? "" : "title",
    page,
    perPage,
    enabled: asked,
  });
  const onChange = (change: Partial<SearchState>) => {
    setState((s) => ({ ...s, ...change }));
    setPage(1);
  };
  const rows = results.data?.data ?? [];
  const total = results.data?.total ?? 0;

  return (
    <KnowledgeFrame title={title}>
      <SearchFilters
        state={state}
        collections={collections}
        onChange={onChange}
      />
      {asked && results.isFetching && (
        <LinearProgress aria-label={translate(`${S}.loading`)} sx={{ mb: 1 }} />
      )}
      {!asked ? (
        <StateText state="empty" messageKey={`${S}.prompt`} />
      ) : results.error ? (
        <Alert severity="error">
          {errorMessage(results.error) || translate(`${S}.failed`)}
        </Alert>
      ) : results.isPending ? (
        <StateText state="loading" messageKey={`${S}.loading`} />
      ) : rows.length === 0 ? (
        <StateText state="empty" messageKey={`${S}.noResults`} />
      ) : (
        <List aria-label={translate(`${S}.results`)} disablePadding>
          {rows.map((article) => (
            <ArticleListItem
              key={article.articleId}
              article={article}
              onTag={(next) => onChange({ tag: next })}
              showCollection
            />
          ))}
        </List>
      )}
      {asked && total > perPage && (
        <StatePagination
          total={total}
          page={page}
          perPage={perPage}
          onPage={setPage}
          onPerPage={(next) => {
            setPerPage(next);
            setPage(1);
          }}
        />
      )}
    </KnowledgeFrame>
  );
}
KnowledgeSearchPage.path = knowledgeModule.pages.search.path;
