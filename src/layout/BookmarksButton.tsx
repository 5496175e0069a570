import BookmarksIcon from "@mui/icons-material/Bookmarks";
import { useTranslate } from "react-admin";
import { TopBarLink } from "./TopBarLink";

export const BOOKMARKS_PATH = "/user/bookmarks";

export function BookmarksButton() {
  const translate = useTranslate();
  return (
    <TopBarLink to={BOOKMARKS_PATH} label={translate("app.topBar.bookmarks")}>
      <BookmarksIcon />
    </TopBarLink>
  );
}
