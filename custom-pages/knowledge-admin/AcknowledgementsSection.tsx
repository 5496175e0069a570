import {
  Alert,
  Box,
  Chip,
  List,
  ListItem,
  ListItemText,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import type { ArticleRow } from "../../domain/schemas/article";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { ARTICLES, K } from "./adminPaths";
import { roleKey } from "./articleModel";

const A = `${K}.acknowledgements`;

/**
 * Required reading: every active user of the roles the article is required for, and whether they
 * acknowledged its current version (those who have not first, as the server orders them is kept).
 */
export function AcknowledgementsSection({ article }: { article: ArticleRow }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const readers = useQuery({
    queryKey: [
      ARTICLES,
      "acknowledgements",
      article.articleId,
      article.version,
    ],
    queryFn: () => dataProvider.articleAcknowledgements(article.articleId),
  });
  const rows = readers.data ?? [];
  const read = rows.filter((r) => r.acknowledgedAt !== null).length;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {translate(`${A}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${A}.intro`, { version: article.version })}
      </Typography>
      {readers.error && (
        <Alert severity="error">{translate(`${A}.failed`)}</Alert>
      )}
      {readers.data && rows.length === 0 && (
        <Typography sx={{ mt: 1 }}>{translate(`${A}.empty`)}</Typography>
      )}
      {rows.length > 0 && (
        <>
          <Typography sx={{ mt: 1 }} role="status">
            {translate(`${A}.summary`, { read, total: rows.length })}
          </Typography>
          <List dense aria-label={translate(`${A}.label`)}>
            {rows.map((r) => (
              <ListItem
                key={r.userId}
                divider
                sx={{ flexWrap: "wrap", gap: 1 }}
              >
                <ListItemText
                  primary={r.name}
                  secondary={[
                    translate(roleKey(r.roleCode), { _: r.roleCode }),
                    r.lastVersion !== null && r.acknowledgedAt === null
                      ? translate(`${A}.lastVersion`, {
                          version: r.lastVersion,
                        })
                      : "",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                />
                {r.acknowledgedAt ? (
                  <Chip
                    size="small"
                    color="success"
                    variant="outlined"
                    label={
                      <>
                        {translate(`${A}.read`)}
                        <RelativeTime value={r.acknowledgedAt} />
                      </>
                    }
                  />
                ) : (
                  <Chip
                    size="small"
                    color="warning"
                    label={translate(`${A}.notRead`)}
                  />
                )}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
