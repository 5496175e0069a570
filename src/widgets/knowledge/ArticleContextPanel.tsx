import MenuBookIcon from "@mui/icons-material/MenuBook";
import type { SxProps, Theme } from "@mui/material";
import {
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import type { ArticleContextRequest } from "../../../domain/schemas/article";
import { articlePath } from "./knowledgeModel";
import { useArticlesInContext } from "./knowledgeQueries";
import { KNOWLEDGE_WIDGETS } from "./messages";

const K = `${KNOWLEDGE_WIDGETS}.context`;

/**
 * "Related guidance" (issue 27): the published articles tied to a trip's conditions, or to what is
 * being booked (null: nothing to ask yet), required reading marked. Nothing shows while the list is
 * empty, still loading, refused, or the knowledge module is off: it is help, never in the way.
 */
export function ArticleContextPanel({
  request,
  sx,
}: {
  request: ArticleContextRequest | null;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const { data } = useArticlesInContext(request);
  if (!data || data.length === 0) return null;
  const title = translate(`${K}.title`);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={[
        { p: { xs: 1.5, sm: 2 }, minWidth: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <MenuBookIcon color="primary" fontSize="small" aria-hidden />
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
      </Stack>
      <List dense disablePadding>
        {data.map((article) => (
          <ListItem key={article.articleId} disableGutters divider>
            <ListItemText
              primary={
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: "center", flexWrap: "wrap" }}
                >
                  <LinkBase to={articlePath(article.slug)}>
                    {article.title}
                  </LinkBase>
                  {article.required && (
                    <Chip
                      size="small"
                      color="warning"
                      label={translate(`${K}.required`)}
                    />
                  )}
                </Stack>
              }
              secondary={article.summary || undefined}
              sx={{ overflowWrap: "anywhere" }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
