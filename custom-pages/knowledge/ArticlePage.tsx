import { useEffect } from "react";
import { Button, Stack } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { LinkBase, useDataProvider, useTranslate } from "react-admin";
import { useNavigate, useParams } from "react-router-dom";
import { FEATURES } from "../../domain/features";
import { knowledgeModule } from "../../domain/modules/knowledge";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useFeatures } from "../../src/features/useFeatures";
import { errorStatus } from "../../src/forms/serverErrors";
import { formatDocumentTitle } from "../../src/layout/documentTitle";
import { BookmarkToggle } from "../../src/widgets/BookmarkToggle";
import { LazyRecordThreads } from "../../src/widgets/discussions/LazyRecordThreads";
import { AcknowledgeButton } from "../../src/widgets/knowledge/AcknowledgeButton";
import { ArticleView } from "../../src/widgets/knowledge/ArticleView";
import {
  articlePath,
  KNOWLEDGE,
} from "../../src/widgets/knowledge/knowledgeModel";
import { useRequiredArticles } from "../../src/widgets/knowledge/knowledgeQueries";
import { K, KnowledgeFrame, StateText } from "./KnowledgeFrame";
import { searchWithTag } from "./searchLinks";

const A = `${K}.article`;

/** "I have read this" while the article is the reader's required reading, unread in this version. */
function Acknowledge({
  articleId,
  title,
}: {
  articleId: string;
  title: string;
}) {
  const required = useRequiredArticles();
  const unread = required.data?.some(
    (r) => r.articleId === articleId && !r.acknowledged,
  );
  if (!unread) return null;
  return (
    <AcknowledgeButton articleId={articleId} title={title} text="iHaveRead" />
  );
}

/**
 * /article/:slug (issue 27): the reader's page. An earlier slug (a renamed article) or the article's
 * id answers the article with `redirected`: the address is replaced with its current slug. Shows the
 * article, its bookmark, "I have read this" for unread required reading, and its discussion.
 */
export function ArticlePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { slug = "" } = useParams<{ slug: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const searchOn = !!useFeatures().features[FEATURES.knowledgeManagementSearch];
  const read = useQuery({
    queryKey: [KNOWLEDGE, "slug", slug],
    queryFn: () => dataProvider.articleBySlug(slug),
    retry: false,
  });
  const article = read.data;
  const moveTo =
    article?.redirected && article.slug !== slug ? article.slug : null;
  useEffect(() => {
    if (moveTo) navigate(articlePath(moveTo), { replace: true });
  }, [moveTo, navigate]);

  const status = read.error ? errorStatus(read.error) : null;
  const title =
    article?.title ??
    translate(
      read.error
        ? `${A}.${status === 404 ? "notFound" : "failed"}`
        : `${A}.loading`,
    );
  useEffect(() => {
    document.title = formatDocumentTitle(translate, title);
  }, [title, translate]);

  const back = (
    <Button component={LinkBase} to={knowledgeModule.pages.list.path}>
      {translate(`${A}.allArticles`)}
    </Button>
  );
  if (read.error)
    return (
      <KnowledgeFrame title={title} links={back}>
        {status !== 404 && (
          <StateText state="failed" messageKey={`${A}.failed`} />
        )}
      </KnowledgeFrame>
    );
  if (!article || moveTo)
    return (
      <KnowledgeFrame title={title} heading={false}>
        <StateText state="loading" messageKey={`${A}.loading`} />
      </KnowledgeFrame>
    );
  return (
    <KnowledgeFrame title={title} heading={false}>
      <ArticleView
        article={article}
        onTag={searchOn ? (tag) => navigate(searchWithTag(tag)) : undefined}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Acknowledge articleId={article.articleId} title={article.title} />
            <BookmarkToggle
              modelType="article"
              modelId={article.articleId}
              name={article.title}
            />
          </Stack>
        }
      />
      <LazyRecordThreads modelType="article" modelId={article.articleId} />
      <Stack direction="row" sx={{ mt: 2 }}>
        {back}
      </Stack>
    </KnowledgeFrame>
  );
}
ArticlePage.path = knowledgeModule.pages.article.path;
