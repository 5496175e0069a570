import { defineModule } from "./defineModule";

/** The user's bookmarks (top bar, §2), not built yet. */
export const bookmarksModule = defineModule({
  name: "bookmarks",
  pending: { titleKey: "app.topBar.bookmarks", routes: ["/user/bookmarks"] },
});
