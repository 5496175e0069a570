import BookmarksIcon from "@mui/icons-material/Bookmarks";
import { useTranslate } from "react-admin";
import { bookmarksModule } from "../../domain/modules/bookmarks";
import { TopBarLink } from "./TopBarLink";

export function BookmarksButton() {
  const translate = useTranslate();
  return (
    <TopBarLink
      to={bookmarksModule.pages.list.path}
      label={translate("app.topBar.bookmarks")}
    >
      <BookmarksIcon />
    </TopBarLink>
  );
}
