import { IconButton, Tooltip } from "@mui/material";
import BookmarksIcon from "@mui/icons-material/Bookmarks";
import { LinkBase, useTranslate } from "react-admin";

export const BOOKMARKS_PATH = "/user/bookmarks";

export function BookmarksButton() {
  const translate = useTranslate();
  const label = translate("app.topBar.bookmarks");
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={LinkBase}
        to={BOOKMARKS_PATH}
        aria-label={label}
      >
        <BookmarksIcon />
      </IconButton>
    </Tooltip>
  );
}
