import { Alert, Box, List, ListItem, Stack, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { AcknowledgeButton } from "./AcknowledgeButton";
import { articlePath } from "./knowledgeModel";
import { useRequiredArticles } from "./knowledgeQueries";
import { KNOWLEDGE_WIDGETS } from "./messages";

const K = `${KNOWLEDGE_WIDGETS}.required`;

/**
 * The reader's required reading not yet acknowledged for its current version (issue 27), each with
 * its link and "Acknowledge"; shown first on a driver's My day. Nothing while all is read, while it
 * loads, or while the knowledge module is off.
 */
export function RequiredReading() {
  const translate = useTranslate();
  const { data, error } = useRequiredArticles();
  if (error)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate(`${K}.failed`)}
      </Alert>
    );
  const unread = (data ?? []).filter((a) => !a.acknowledged);
  if (unread.length === 0) return null;
  const title = translate(`${K}.title`);
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        mb: 2,
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: "warning.main",
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      <Typography component="h3" variant="subtitle1" fontWeight={600}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${K}.intro`)}
      </Typography>
      <List dense disablePadding>
        {unread.map((article) => (
          <ListItem
            key={article.articleId}
            disableGutters
            divider
            sx={{ display: "block" }}
          >
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{
                alignItems: "center",
                justifyContent: "space-between",
                flexWrap: "wrap",
              }}
            >
              <Box sx={{ minWidth: 0, flex: "1 1 12rem" }}>
                <LinkBase to={articlePath(article.slug)}>
                  {article.title}
                </LinkBase>
                {article.summary && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: "anywhere" }}
                  >
                    {article.summary}
                  </Typography>
                )}
              </Box>
              <AcknowledgeButton
                articleId={article.articleId}
                title={article.title}
              />
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
