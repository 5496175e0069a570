import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Typography,
} from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { knowledgeModule } from "../../domain/modules/knowledge";
import { collectionPath } from "../../src/widgets/knowledge/knowledgeModel";
import { useArticleCollections } from "../../src/widgets/knowledge/useArticleCollections";
import { usePageTitle } from "../common/usePageTitle";
import { K, KnowledgeFrame, StateText } from "./KnowledgeFrame";

/**
 * /articles/collections (issue 27): every collection as a card (name, description, how many of its
 * articles the reader may read), each opening its own page.
 */
export function ArticleCollectionsPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${K}.collections.title`);
  const { collections, isPending, error } = useArticleCollections();
  return (
    <KnowledgeFrame
      title={title}
      links={
        <Button component={LinkBase} to={knowledgeModule.pages.list.path}>
          {translate(`${K}.collections.allArticles`)}
        </Button>
      }
    >
      {isPending ? (
        <StateText state="loading" messageKey={`${K}.collections.loading`} />
      ) : error ? (
        <StateText state="failed" messageKey={`${K}.collections.failed`} />
      ) : collections.length === 0 ? (
        <StateText state="empty" messageKey={`${K}.collections.empty`} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 2,
            gridTemplateColumns:
              "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
          }}
        >
          {collections.map((c) => (
            <li key={c.articleCollectionId}>
              <Card variant="outlined" sx={{ height: "100%" }}>
                <CardActionArea
                  component={LinkBase}
                  to={collectionPath(c.code)}
                  sx={{ height: "100%", alignItems: "flex-start" }}
                >
                  <CardContent>
                    <Typography component="h2" variant="h6">
                      {c.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate(`${K}.collections.count`, {
                        smart_count: c.articleCount,
                      })}
                    </Typography>
                    {c.description && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ mt: 1, overflowWrap: "anywhere" }}
                      >
                        {c.description}
                      </Typography>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </KnowledgeFrame>
  );
}
ArticleCollectionsPage.path = knowledgeModule.pages.collections.path;
