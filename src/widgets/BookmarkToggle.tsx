import BookmarkIcon from "@mui/icons-material/Bookmark";
import BookmarkBorderIcon from "@mui/icons-material/BookmarkBorder";
import { IconButton, Tooltip } from "@mui/material";
import {
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from "react-admin";
import type { ModelType } from "../../domain/records";
import { useBookmarks } from "../session/useBookmarks";

const K = "pages.bookmarks.toggle";

interface BookmarkToggleProps {
  modelType: ModelType;
  /** The record's id (default: the record in context); nothing shows until it is known. */
  modelId?: string;
  /**
   * The bookmark's name (default: the record in context as its resource names it, its
   * recordRepresentation: a trip's patient and pick-up, a vehicle's label).
   */
  name?: string;
}

/** The display name of the record in context, when its resource names it with text. */
function useRecordName(): string | undefined {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  if (!record) return undefined;
  const name = represent(record);
  return typeof name === "string" ? name : undefined;
}

/**
 * The bookmark button of a record page (issue 25): a filled icon when the user bookmarked the record,
 * an outline otherwise; a click adds or removes the bookmark ('Bookmark created.' / 'Bookmark
 * removed.'). Reads the user's cached bookmark ids (src/session/useBookmarks.ts), so it costs no call
 * of its own on a page within the hour.
 */
export function BookmarkToggle(props: BookmarkToggleProps) {
  const translate = useTranslate();
  const bookmarks = useBookmarks();
  const record = useRecordContext();
  const recordName = useRecordName();
  const { modelType } = props;
  const modelId = props.modelId ?? (record ? String(record.id) : undefined);
  const name = props.name ?? recordName;
  if (!modelId) return null;
  const bookmarkId = bookmarks.bookmarkIdOf(modelType, modelId);
  const label = translate(`${K}.${bookmarkId ? "remove" : "add"}`);
  const toggle = () =>
    bookmarkId
      ? bookmarks.remove(bookmarkId)
      : bookmarks.add({
          name: name?.trim() || translate(`${K}.fallbackName`),
          modelType,
          modelId,
        });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={!!bookmarkId}
          onClick={toggle}
          disabled={bookmarks.isPending || bookmarks.busy}
          color={bookmarkId ? "primary" : "default"}
          size="small"
        >
          {bookmarkId ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
