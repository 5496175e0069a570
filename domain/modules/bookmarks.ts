import { FAILURE_PREFIXES } from "../errors";
import { defineModule } from "./defineModule";

/**
 * The user's bookmarks of records (§2 top bar, §3, §7, issue 25): the page /user/bookmarks
 * (custom-pages/bookmarks) and the generic calls under /bookmarks, each user's own. Any signed-in
 * user may hold bookmarks; the server scopes every call to the caller's own rows.
 */
export const bookmarksModule = defineModule({
  name: "bookmarks",
  pagesFolder: "bookmarks",
  pages: { list: { path: "/user/bookmarks", component: "BookmarksPage" } },
  api: {
    prefix: "/bookmarks",
    idField: "bookmarkId",
    entity: "Bookmark",
    failurePrefixes: {
      create: FAILURE_PREFIXES.createBookmark,
      delete: FAILURE_PREFIXES.removeBookmark,
    },
  },
  access: { read: {}, write: {} },
});
