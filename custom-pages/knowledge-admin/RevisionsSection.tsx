import { useMemo, useState } from "react";
import {
  Alert,
  Box,
  List,
  ListItem,
  ListItemText,
  Typography,
} from "@mui/material";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import { DEFAULT_PAGE_SIZE } from "../../domain/constants";
import type {
  ArticleRevisionRow,
  ArticleRow,
} from "../../domain/schemas/article";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { StatePagination } from "../../src/widgets/StatePagination";
import { ARTICLES, K } from "./adminPaths";
import { RestoreRevisionButton } from "./RestoreRevisionButton";
import type { CompareChoice } from "./RevisionCompare";
import { RevisionCompare } from "./RevisionCompare";

const R = `${K}.revisions`;
const CURRENT = "current";

function RevisionItem({ revision }: { revision: ArticleRevisionRow }) {
  const translate = useTranslate();
  return (
    <ListItem
      divider
      sx={{ flexWrap: "wrap", gap: 1 }}
      secondaryAction={<RestoreRevisionButton revision={revision} />}
    >
      <ListItemText
        sx={{ pr: 12 }}
        primary={`${translate(`${R}.number`, { number: revision.number })} · ${revision.title}`}
        secondary={
          <>
            {translate(`${R}.writtenBy`, {
              name: revision.writtenByName ?? translate(`${R}.unknownWriter`),
              version: revision.version,
            })}
            {" · "}
            <RelativeTime value={revision.writtenAt} />
          </>
        }
      />
    </ListItem>
  );
}

/**
 * The article's revisions, newest first and paged, each with who wrote it and when and a restore;
 * any two of them and the current text compared below (by default the newest revision against
 * the current text).
 */
export function RevisionsSection({ article }: { article: ArticleRow }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const [chosen, setChosen] = useState<Record<string, CompareChoice>>({});
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState(CURRENT);
  const paging = { pageNumber: page, pageSize: perPage };
  const list = useQuery({
    queryKey: [ARTICLES, "revisions", article.articleId, paging],
    queryFn: () => dataProvider.articleRevisions(article.articleId, paging),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);

  // The choices: the current text, this page's revisions, and any chosen on another page.
  const choices = useMemo(() => {
    const current: CompareChoice = {
      key: CURRENT,
      label: translate(`${R}.current`),
      text: article,
    };
    const onPage = rows.map((r): CompareChoice => ({
      key: r.articleRevisionId,
      label: translate(`${R}.number`, { number: r.number }),
      text: r,
    }));
    const keys = new Set(onPage.map((c) => c.key));
    return [
      current,
      ...onPage,
      ...Object.values(chosen).filter((c) => !keys.has(c.key)),
    ];
  }, [article, rows, chosen, translate]);
  const choose = (set: (key: string) => void) => (key: string) => {
    const choice = choices.find((c) => c.key === key);
    if (choice && key !== CURRENT)
      setChosen((all) => ({ ...all, [key]: choice }));
    set(key);
  };
  const fromKey = from ?? rows[0]?.articleRevisionId ?? null;

  return (
    <Box component="section" sx={{ mt: 3, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {translate(`${R}.title`)}
      </Typography>
      {list.error && <Alert severity="error">{translate(`${R}.failed`)}</Alert>}
      {list.data && list.data.total === 0 && (
        <Typography color="text.secondary">
          {translate(`${R}.empty`)}
        </Typography>
      )}
      {rows.length > 0 && (
        <List aria-label={translate(`${R}.label`)} dense>
          {rows.map((r) => (
            <RevisionItem key={r.articleRevisionId} revision={r} />
          ))}
        </List>
      )}
      {list.data && list.data.total > 0 && (
        <StatePagination
          total={list.data.total}
          page={page}
          perPage={perPage}
          onPage={setPage}
          onPerPage={(next) => {
            setPerPage(next);
            setPage(1);
          }}
        />
      )}
      {fromKey && (
        <RevisionCompare
          choices={choices}
          from={fromKey}
          to={to}
          onFrom={choose(setFrom)}
          onTo={choose(setTo)}
        />
      )}
    </Box>
  );
}
