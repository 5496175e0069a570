import { defineModule } from "./defineModule";

/** The user's bookmarks (top bar, §2), not built yet: its page's path is the top bar's link. */
export const bookmarksModule = defineModule({
  name: "bookmarks",
  pages: { list: { path: "/user/bookmarks" } },
  pending: { titleKey: "app.topBar.bookmarks" },
});
