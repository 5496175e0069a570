/**
 * English messages of the bookmarks page and the record pages' bookmark toggle (pages.bookmarks.*,
 * issue 25), found through the module's pagesFolder. §8 toasts come from domain/errors word for word.
 */
import { SUCCESS_MESSAGES } from "../../domain/errors";

export const messages = {
  title: "Bookmarks",
  loading: "Loading bookmarks…",
  failed: "The bookmarks could not be loaded.",
  empty:
    "No bookmarks yet. Use the bookmark button on a trip, patient, driver, vehicle, facility or workspace to keep it here.",
  listLabel: "My bookmarks",
  unavailable: "No longer available",
  unavailableHint: "You can no longer open this record.",
  remove: "Remove bookmark %{name}",
  toggle: {
    add: "Bookmark this record",
    remove: "Remove this bookmark",
    fallbackName: "Bookmark",
  },
  toasts: {
    created: SUCCESS_MESSAGES.bookmarkCreated,
    removed: SUCCESS_MESSAGES.bookmarkRemoved,
  },
};
