import { Box, Button, Stack } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import VisibilityIcon from "@mui/icons-material/Visibility";
import type { RaRecord } from "react-admin";
import {
  Edit,
  LinkBase,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
} from "react-admin";
import { useParams } from "react-router-dom";
import { adminArticlesModule } from "../../domain/modules/adminArticles";
import type { ArticleRow } from "../../domain/schemas/article";
import { usePageTitle } from "../common/usePageTitle";
import { AcknowledgementsSection } from "./AcknowledgementsSection";
import { ARTICLES, articleListPath, articlePreviewPath, K } from "./adminPaths";
import { ArticleForm } from "./ArticleForm";
import { toArticleBody } from "./articleModel";
import { RevisionsSection } from "./RevisionsSection";
import { useArticleSaved } from "./useArticleSaved";

const F = `${K}.form`;

/**
 * /admin/articles/article/manage/:articleId (issue 27): the article's form, a link to the reader's
 * preview, its revisions with the diff of any two and restore, and (when it is required reading)
 * who has acknowledged its current version.
 */
export function ArticleManagePage() {
  const translate = useTranslate();
  const title = usePageTitle(`${F}.manageTitle`);
  const articleId = useParams().articleId ?? "";
  const onSuccess = useArticleSaved("updated");
  const notify = useNotify();
  const redirect = useRedirect();
  // react-admin would go to the resource's own list ("/knowledge"), which is no page: ours instead.
  const onError = () => {
    notify(`${F}.notFound`, { type: "error" });
    redirect(() => articleListPath);
  };
  // The same query as the form's (react-admin shares it): the sections follow each save.
  const { data: article } = useGetOne<ArticleRow & RaRecord>(ARTICLES, {
    id: articleId,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        justifyContent="space-between"
      >
        <Button
          component={LinkBase}
          to={articleListPath}
          startIcon={<ArrowBackIcon />}
        >
          {translate(`${F}.back`)}
        </Button>
        <Button
          component={LinkBase}
          to={articlePreviewPath(articleId)}
          startIcon={<VisibilityIcon />}
        >
          {translate(`${F}.preview`)}
        </Button>
      </Stack>
      <Edit
        resource={ARTICLES}
        id={articleId}
        title={title}
        actions={false}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
        queryOptions={{ onError }}
        transform={(data, options) =>
          toArticleBody(data, (options?.previousData as ArticleRow)?.slug)
        }
      >
        <ArticleForm />
      </Edit>
      {article && <RevisionsSection article={article} />}
      {article && article.requiredForRoles.length > 0 && (
        <AcknowledgementsSection article={article} />
      )}
    </Box>
  );
}
ArticleManagePage.path = adminArticlesModule.pages.manage.path;
