import { useEffect, useState } from "react";
import { Button, List, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { LinkBase, useDataProvider, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { DEFAULT_PAGE_SIZE } from "../../domain/constants";
import { knowledgeModule } from "../../domain/modules/knowledge";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { errorStatus } from "../../src/forms/serverErrors";
import { formatDocumentTitle } from "../../src/layout/documentTitle";
import { StatePagination } from "../../src/widgets/StatePagination";
import { ArticleListItem } from "../../src/widgets/knowledge/ArticleListItem";
import { KNOWLEDGE } from "../../src/widgets/knowledge/knowledgeModel";
import { useArticleSearch } from "../../src/widgets/knowledge/useArticleSearch";
import { K, KnowledgeFrame, StateText } from "./KnowledgeFrame";

const C = `${K}.collection`;

/**
 * /articles/collection/:code (issue 27): the collection (by its code) and its published articles in
 * the collection's order, paged; an unknown code says so.
 */
export function ArticleCollectionPage() {
  const { code = "" } = useParams<{ code: string }>();
  // Another collection (a link from an article) starts again at its first page.
  return <CollectionView key={code} code={code} />;
}
ArticleCollectionPage.path = knowledgeModule.pages.collection.path;

function CollectionView({ code }: { code: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const collection = useQuery({
    queryKey: [KNOWLEDGE, "collection", code],
    queryFn: () => dataProvider.articleCollectionByCode(code),
    retry: false,
  });
  const id = collection.data?.articleCollectionId;
  const articles = useArticleSearch({
    filter: { articleCollectionId: id, status: "published" },
    sortBy: "collectionPosition",
    page,
    perPage,
    enabled: !!id,
  });
  const title =
    collection.data?.name ??
    translate(collection.error ? `${C}.notFound` : `${C}.loading`);
  useEffect(() => {
    document.title = formatDocumentTitle(translate, title);
  }, [title, translate]);

  const rows = articles.data?.data ?? [];
  const total = articles.data?.total ?? 0;
  const links = (
    <Button component={LinkBase} to={knowledgeModule.pages.collections.path}>
      {translate(`${C}.allCollections`)}
    </Button>
  );
  if (collection.error) {
    const notFound = errorStatus(collection.error) === 404;
    return (
      <KnowledgeFrame
        title={translate(`${C}.${notFound ? "notFound" : "failed"}`)}
        links={links}
      >
        {!notFound && <StateText state="failed" messageKey={`${C}.failed`} />}
      </KnowledgeFrame>
    );
  }
  return (
    <KnowledgeFrame title={title} links={links}>
      {collection.data?.description && (
        <Typography
          color="text.secondary"
          sx={{ mb: 1, overflowWrap: "anywhere" }}
        >
          {collection.data.description}
        </Typography>
      )}
      {collection.isPending || articles.isPending ? (
        <StateText state="loading" messageKey={`${C}.loading`} />
      ) : articles.error ? (
        <StateText state="failed" messageKey={`${K}.list.failed`} />
      ) : rows.length === 0 ? (
        <StateText state="empty" messageKey={`${C}.empty`} />
      ) : (
        <List
          aria-label={translate(`${C}.articles`, { name: title })}
          disablePadding
        >
          {rows.map((article) => (
            <ArticleListItem key={article.articleId} article={article} />
          ))}
        </List>
      )}
      {total > perPage && (
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
