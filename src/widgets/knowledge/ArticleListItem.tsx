import { Box, Chip, ListItem, Stack, Typography } from "@mui/material";
import { LinkBase } from "react-admin";
import type { ArticleRow } from "../../../domain/schemas/article";
import { SearchSnippet } from "../SearchSnippet";
import { articlePath } from "./knowledgeModel";

/**
 * One article in a list (issue 27): its title linking to the reader's page, where a search matched
 * (the snippet) or else its summary, and its tags (a click filters by one, where the list can).
 */
export function ArticleListItem({
  article,
  onTag,
  showCollection = false,
}: {
  article: ArticleRow;
  onTag?: (tag: string) => void;
  /** Name the collection (a search's results span several). */
  showCollection?: boolean;
}) {
  return (
    <ListItem disableGutters divider sx={{ display: "block" }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: "baseline", flexWrap: "wrap" }}
      >
        <LinkBase to={articlePath(article.slug)}>
          <Typography component="span" fontWeight={600}>
            {article.title}
          </Typography>
        </LinkBase>
        {showCollection && article.collectionName && (
          <Typography variant="caption" color="text.secondary">
            {article.collectionName}
          </Typography>
        )}
      </Stack>
      <Box sx={{ minWidth: 0 }}>
        {article.snippet ? (
          <SearchSnippet snippet={article.snippet} />
        ) : (
          article.summary && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ overflowWrap: "anywhere" }}
            >
              {article.summary}
            </Typography>
          )
        )}
      </Box>
      {article.tags.length > 0 && (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ flexWrap: "wrap", mt: 0.5 }}
        >
          {article.tags.map((tag) => (
            <Chip
              key={tag}
              size="small"
              variant="outlined"
              label={tag}
              onClick={onTag ? () => onTag(tag) : undefined}
            />
          ))}
        </Stack>
      )}
    </ListItem>
  );
}
