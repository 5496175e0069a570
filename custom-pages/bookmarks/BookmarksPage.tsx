import DeleteIcon from "@mui/icons-material/Delete";
import {
  Alert,
  Box,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
} from "@mui/material";
import { LinkBase, Title, useGetList, useTranslate } from "react-admin";
import { bookmarksModule } from "../../domain/modules/bookmarks";
import type { Bookmark } from "../../domain/schemas/bookmark";
import { recordLabelKey, recordPath } from "../../src/records/recordLinks";
import { BOOKMARK_LOOKUP, useBookmarks } from "../../src/session/useBookmarks";
import { usePageTitle } from "../common/usePageTitle";

const K = "pages.bookmarks";

type BookmarkRecord = Bookmark & { id: string };

function BookmarkItem({
  bookmark,
  onRemove,
  busy,
}: {
  bookmark: BookmarkRecord;
  onRemove: () => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const path = bookmark.available
    ? recordPath(bookmark.modelType, bookmark.modelId)
    : undefined;
  const kind = translate(recordLabelKey(bookmark.modelType), {
    _: bookmark.modelType,
  });
  return (
    <ListItem
      divider
      aria-label={bookmark.name}
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={translate(`${K}.remove`, { name: bookmark.name })}
          onClick={onRemove}
          disabled={busy}
        >
          <DeleteIcon />
        </IconButton>
      }
      // A record out of reach is shown greyed and never opened (the server said so).
      sx={bookmark.available ? undefined : { opacity: 0.6 }}
    >
      <ListItemText
        primary={
          path ? (
            <LinkBase to={path}>{bookmark.name}</LinkBase>
          ) : (
            <Typography component="span" color="text.disabled">
              {bookmark.name}
            </Typography>
          )
        }
        secondary={
          bookmark.available
            ? kind
            : `${kind} · ${translate(`${K}.unavailableHint`)}`
        }
      />
      {!bookmark.available && (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`${K}.unavailable`)}
          sx={{ mr: 2 }}
        />
      )}
    </ListItem>
  );
}

/**
 * /user/bookmarks (issue 25, §2 top bar): the signed-in user's bookmarks by name (the §7 look-up:
 * page 1 of 1000), each opening its record through the record registry (src/records); a bookmark of
 * a record the user can no longer see is greyed, labelled and not opened. Each can be removed here.
 */
export function BookmarksPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${K}.title`);
  const list = useGetList<BookmarkRecord>(
    bookmarksModule.name,
    BOOKMARK_LOOKUP,
  );
  const bookmarks = useBookmarks();
  const rows = list.data ?? [];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {list.isPending && (
        <Typography role="status">{translate(`${K}.loading`)}</Typography>
      )}
      {list.error && <Alert severity="error">{translate(`${K}.failed`)}</Alert>}
      {list.data && rows.length === 0 && (
        <Typography color="text.secondary">
          {translate(`${K}.empty`)}
        </Typography>
      )}
      {rows.length > 0 && (
        <List aria-label={translate(`${K}.listLabel`)}>
          {rows.map((b) => (
            <BookmarkItem
              key={b.bookmarkId}
              bookmark={b}
              busy={bookmarks.busy}
              onRemove={() => bookmarks.remove(b.bookmarkId)}
            />
          ))}
        </List>
      )}
    </Box>
  );
}
BookmarksPage.path = bookmarksModule.pages.list.path;
