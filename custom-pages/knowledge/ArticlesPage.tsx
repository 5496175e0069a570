import { Button, List, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { FEATURES } from "../../domain/features";
import { knowledgeModule } from "../../domain/modules/knowledge";
import { useFeatures } from "../../src/features/useFeatures";
import { ArticleListItem } from "../../src/widgets/knowledge/ArticleListItem";
import {
  collectionPath,
  groupByCollection,
} from "../../src/widgets/knowledge/knowledgeModel";
import { useArticleCollections } from "../../src/widgets/knowledge/useArticleCollections";
import { useArticleSearch } from "../../src/widgets/knowledge/useArticleSearch";
import { usePageTitle } from "../common/usePageTitle";
import { K, KnowledgeFrame, StateText } from "./KnowledgeFrame";
import { searchWithTag } from "./searchLinks";

/** The whole handbook on one page: more than this and a collection's own page lists the rest. */
const SHOWN = 100;
const PUBLISHED = { status: "published" };

/**
 * /articles (issue 27): the published articles the reader may read, grouped by collection, each
 * collection in its own order; links to the collections and, when it is on, the search.
 */
export function ArticlesPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const title = usePageTitle(`${K}.list.title`);
  const searchOn = !!useFeatures().features[FEATURES.knowledgeManagementSearch];
  const articles = useArticleSearch({
    filter: PUBLISHED,
    sortBy: "collectionPosition",
    page: 1,
    perPage: SHOWN,
  });
  const { collections, isPending: collectionsPending } =
    useArticleCollections();
  const rows = articles.data?.data ?? [];
  const total = articles.data?.total ?? 0;
  const groups = groupByCollection(rows, collections);
  const onTag = searchOn
    ? (tag: string) => navigate(searchWithTag(tag))
    : undefined;

  return (
    <KnowledgeFrame
      title={title}
      links={
        <>
          <Button
            component={LinkBase}
            to={knowledgeModule.pages.collections.path}
          >
            {translate(`${K}.list.collections`)}
          </Button>
          {searchOn && (
            <Button component={LinkBase} to={knowledgeModule.pages.search.path}>
              {translate(`${K}.list.search`)}
            </Button>
          )}
        </>
      }
    >
      {(articles.isPending || collectionsPending) && !articles.error ? (
        <StateText state="loading" messageKey={`${K}.list.loading`} />
      ) : articles.error ? (
        <StateText state="failed" messageKey={`${K}.list.failed`} />
      ) : rows.length === 0 ? (
        <StateText state="empty" messageKey={`${K}.list.empty`} />
      ) : (
        groups.map(({ collection, articles: list }) => {
          const name = collection?.name ?? translate(`${K}.list.noCollection`);
          return (
            <section
              key={collection?.articleCollectionId ?? ""}
              aria-label={name}
            >
              <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
                {collection ? (
                  <LinkBase to={collectionPath(collection.code)}>
                    {name}
                  </LinkBase>
                ) : (
                  name
                )}
              </Typography>
              <List disablePadding>
                {list.map((article) => (
                  <ArticleListItem
                    key={article.articleId}
                    article={article}
                    onTag={onTag}
                  />
                ))}
              </List>
            </section>
          );
        })
      )}
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate(`${K}.list.more`, { count: rows.length })}
        </Typography>
      )}
    </KnowledgeFrame>
  );
}
ArticlesPage.path = knowledgeModule.pages.list.path;
