import { Alert, Box, Button, Chip, Stack, Typography } from "@mui/material";
import EditIcon from "@mui/icons-material/Edit";
import type { RaRecord } from "react-admin";
import { LinkBase, Title, useGetOne, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { adminArticlesModule } from "../../domain/modules/adminArticles";
import type { ArticleRow } from "../../domain/schemas/article";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { RichTextView } from "../../src/widgets/richText/RichTextView";
import { usePageTitle } from "../common/usePageTitle";
import { ARTICLES, articleManagePath, K } from "./adminPaths";
import { statusKey } from "./articleModel";

const P = `${K}.preview`;

/**
 * /admin/articles/article/:articleId (issue 27): the article as a reader will see it, whatever its
 * status (a banner says when readers don't see it yet), with a way back to managing it.
 */
export function ArticlePreviewPage() {
  const translate = useTranslate();
  const pageTitle = usePageTitle(`${P}.title`);
  const articleId = useParams().articleId ?? "";
  const { data: article, error } = useGetOne<ArticleRow & RaRecord>(ARTICLES, {
    id: articleId,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 840, minWidth: 0 }}>
      <Title title={article?.title ?? pageTitle} />
      <Stack direction="row" justifyContent="flex-end">
        <Button
          component={LinkBase}
          to={articleManagePath(articleId)}
          startIcon={<EditIcon />}
        >
          {translate(`${P}.manage`)}
        </Button>
      </Stack>
      {error && <Alert severity="error">{translate(`${P}.notFound`)}</Alert>}
      {article && (
        <Box component="article">
          {article.status !== "published" && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate(`${P}.notPublished`, {
                status: translate(statusKey(article.status)).toLowerCase(),
              })}
            </Alert>
          )}
          <Typography
            component="h1"
            variant="h4"
            sx={{ overflowWrap: "anywhere" }}
          >
            {article.title}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            alignItems="center"
            sx={{ my: 1, color: "text.secondary" }}
          >
            {article.collectionName && (
              <Chip size="small" label={article.collectionName} />
            )}
            <Typography variant="body2">
              {translate(`${P}.updated`)}{" "}
              <RelativeTime value={article.updatedAt} />
            </Typography>
            {article.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
          </Stack>
          {article.summary && (
            <Typography variant="subtitle1" sx={{ mb: 2 }}>
              {article.summary}
            </Typography>
          )}
          <RichTextView html={article.body} />
        </Box>
      )}
    </Box>
  );
}
ArticlePreviewPage.path = adminArticlesModule.pages.preview.path;
