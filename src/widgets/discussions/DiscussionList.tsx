import {
  Alert,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { recordLabelKey } from "../../records/recordLinks";
import { RelativeTime } from "../RelativeTime";
import type { DiscussionRow } from "./discussionTypes";
import { threadPath } from "./threadLinks";

const K = "pages.discussions";

interface DiscussionListProps {
  rows: DiscussionRow[];
  isPending: boolean;
  error: unknown;
}

/** Threads as links, unread ones marked, each with its kind of record, post count and last post. */
export function DiscussionList({
  rows,
  isPending,
  error,
}: DiscussionListProps) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate(`${K}.failed`)}</Alert>;
  if (isPending)
    return <Typography role="status">{translate(`${K}.loading`)}</Typography>;
  if (!rows.length)
    return (
      <Typography color="text.secondary">{translate(`${K}.empty`)}</Typography>
    );
  return (
    <List aria-label={translate(`${K}.listLabel`)}>
      {rows.map((d) => (
        <ListItemButton
          key={d.id}
          component={LinkBase}
          to={threadPath(d)}
          divider
        >
          <ListItemText
            primary={
              <Stack
                direction="row"
                spacing={1}
                component="span"
                sx={{ alignItems: "center" }}
              >
                <Typography
                  component="span"
                  sx={{ fontWeight: d.unread ? 700 : 400 }}
                >
                  {d.title}
                </Typography>
                {d.unread && (
                  <Chip
                    size="small"
                    color="primary"
                    label={translate(`${K}.unread`)}
                  />
                )}
              </Stack>
            }
            secondary={
              <>
                {d.modelType
                  ? translate(recordLabelKey(d.modelType), { _: d.modelType })
                  : translate(`${K}.freeStanding`)}
                {" · "}
                {translate(`${K}.posts`, { smart_count: d.postCount })}
                {d.lastPostAt && (
                  <>
                    {" · "}
                    <RelativeTime value={d.lastPostAt} />
                  </>
                )}
              </>
            }
          />
        </ListItemButton>
      ))}
    </List>
  );
}
