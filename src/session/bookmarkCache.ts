/**
 * The bookmark ids kept on the client (§7, §9: "Bookmark ids are cached locally for 1 hour"): which
 * records the signed-in user has bookmarked, under which bookmark id, with the time they were read.
 * Kept in local storage per user, so another user of the same browser never sees them and a reload
 * within the hour makes no call. Pure functions over a Storage, so the expiry is tested without a DOM.
 */
import { BOOKMARK_CACHE_MS } from "../../domain/constants";

/** (modelType, modelId) → bookmarkId. */
export type BookmarkIds = Readonly<Record<string, string>>;

export interface CachedBookmarks {
  /** When the list was read from the server (ms since the epoch). */
  fetchedAt: number;
  ids: BookmarkIds;
}

export const bookmarkCacheKey = (userId: string) => `bookmarks:${userId}`;

/** The key of one record in BookmarkIds. */
export const recordKey = (modelType: string, modelId: string) =>
  `${modelType}:${modelId}`;

const isCached = (value: unknown): value is CachedBookmarks =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as CachedBookmarks).fetchedAt === "number" &&
  typeof (value as CachedBookmarks).ids === "object" &&
  (value as CachedBookmarks).ids !== null;

/** Still fresh at `now`: read less than BOOKMARK_CACHE_MS ago (and not in the future). */
export const isFresh = (cached: CachedBookmarks, now: number): boolean =>
  cached.fetchedAt <= now && now - cached.fetchedAt < BOOKMARK_CACHE_MS;

/** The user's cached ids when fresh at `now`; null when absent, unreadable or older than an hour. */
export function readBookmarkCache(
  storage: Storage,
  userId: string,
  now: number,
): CachedBookmarks | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(bookmarkCacheKey(userId)) ?? "null");
  } catch {
    return null;
  }
  return isCached(parsed) && isFresh(parsed, now) ? parsed : null;
}

export function writeBookmarkCache(
  storage: Storage,
  userId: string,
  cached: CachedBookmarks,
): void {
  try {
    storage.setItem(bookmarkCacheKey(userId), JSON.stringify(cached));
  } catch {
    // A full or refused storage only costs a call on the next page.
  }
}

export const clearBookmarkCache = (storage: Storage, userId: string) =>
  storage.removeItem(bookmarkCacheKey(userId));

/** The ids of a page of bookmark rows. */
export const idsOf = (
  rows: readonly { bookmarkId: string; modelType: string; modelId: string }[],
): BookmarkIds =>
  Object.fromEntries(
    rows.map((r) => [recordKey(r.modelType, r.modelId), r.bookmarkId]),
  );
