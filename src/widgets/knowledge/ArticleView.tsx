import type { ReactNode } from "react";
import { Box, Chip, Divider, Stack, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import type { ArticleRow } from "../../../domain/schemas/article";
import { RelativeTime } from "../RelativeTime";
import { RichTextView } from "../richText/RichTextView";
import { collectionPath } from "./knowledgeModel";
import { KNOWLEDGE_WIDGETS } from "./messages";

const K = `${KNOWLEDGE_WIDGETS}.article`;

/**
 * One article as a reader sees it (issue 27): its title with the page's actions beside it, its
 * collection, when it was last updated, its tags and summary, and the body drawn through the shared
 * sanitising view. The reader's page uses it, and an administrator's preview can.
 */
export function ArticleView({
  article,
  actions,
  onTag,
}: {
  article: ArticleRow;
  /** Beside the title: a bookmark, an acknowledgement. */
  actions?: ReactNode;
  /** A tag's chip leads here (the search, filtered by it); plain chips without. */
  onTag?: (tag: string) => void;
}) {
  const translate = useTranslate();
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: "flex-start", flexWrap: "wrap" }}
      >
        <Typography
          component="h1"
          variant="h5"
          sx={{ flex: "1 1 14rem", overflowWrap: "anywhere" }}
        >
          {article.title}
        </Typography>
        {actions}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: "wrap", alignItems: "center", my: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          {translate(`${K}.collection`)}:{" "}
          {article.collectionCode && article.collectionName ? (
            <LinkBase to={collectionPath(article.collectionCode)}>
              {article.collectionName}
            </LinkBase>
          ) : (
            translate(`${K}.noCollection`)
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${K}.updated`)} <RelativeTime value={article.updatedAt} />
          {article.updatedByName &&
            ` ${translate(`${K}.updatedBy`, { name: article.updatedByName })}`}
        </Typography>
      </Stack>
      {article.tags.length > 0 && (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          aria-label={translate(`${K}.tags`)}
          sx={{ flexWrap: "wrap", mb: 1 }}
        >
          {article.tags.map((tag) => (
            <Chip
              key={tag}
              size="small"
              label={tag}
              onClick={onTag ? () => onTag(tag) : undefined}
            />
          ))}
        </Stack>
      )}
      {article.summary && (
        <Typography
          variant="subtitle1"
          color="text.secondary"
          sx={{ mb: 1, overflowWrap: "anywhere" }}
        >
          {article.summary}
        </Typography>
      )}
      <Divider sx={{ mb: 2 }} />
      <RichTextView html={article.body} sx={{ typography: "body1" }} />
    </Box>
  );
}
