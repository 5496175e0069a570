/**
 * The signed-in user's bookmarks as the record pages need them (issue 25): which records are
 * bookmarked, under which id, read with the §7 search (page 1 of 1000, by name) and kept for an hour
 * (§9) in local storage per user (./bookmarkCache.ts), so moving between record pages makes no call.
 * Adding or removing one through `add` / `remove` shows the §8 toast and refreshes the ids and the
 * bookmarks page at once.
 */
import { useCallback, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataProvider, useNotify } from "react-admin";
import { BOOKMARK_CACHE_MS, BOOKMARKS_MAX } from "../../domain/constants";
import { bookmarksModule } from "../../domain/modules/bookmarks";
import type { Bookmark, BookmarkUpsert } from "../../domain/schemas/bookmark";
import { useNotifyError } from "../notifications/useNotifyError";
import type { BookmarkIds } from "./bookmarkCache";
import {
  clearBookmarkCache,
  idsOf,
  readBookmarkCache,
  recordKey,
  writeBookmarkCache,
} from "./bookmarkCache";
import { useCurrentUser } from "./useCurrentUser";

const RESOURCE = bookmarksModule.name;
const K = "pages.bookmarks";

/** The §7 look-up: {pageNumber: 1, pageSize: 1000, sortBy: "name", sortDescending: false}. */
export const BOOKMARK_LOOKUP = {
  pagination: { page: 1, perPage: BOOKMARKS_MAX },
  sort: { field: "name", order: "ASC" as const },
  filter: {},
};

export const bookmarkIdsKey = (userId: string) => [RESOURCE, "ids", userId];

export interface UseBookmarks {
  /** The bookmark id of record (modelType, modelId), if the user bookmarked it. */
  bookmarkIdOf(modelType: string, modelId: string): string | undefined;
  isPending: boolean;
  /** A call is under way (the toggle waits for it). */
  busy: boolean;
  add(body: BookmarkUpsert): Promise<boolean>;
  remove(bookmarkId: string): Promise<boolean>;
}

export function useBookmarks(): UseBookmarks {
  const { user } = useCurrentUser();
  const userId = user?.userId ?? "";
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  // What this browser read within the hour (§9): no call until it is an hour old.
  const cached = () =>
    userId ? readBookmarkCache(localStorage, userId, Date.now()) : null;

  const query = useQuery<BookmarkIds>({
    queryKey: bookmarkIdsKey(userId),
    enabled: !!userId,
    staleTime: BOOKMARK_CACHE_MS,
    initialData: () => cached()?.ids,
    initialDataUpdatedAt: () => cached()?.fetchedAt,
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getList<Bookmark & { id: string }>(
        RESOURCE,
        { ...BOOKMARK_LOOKUP, signal },
      );
      const ids = idsOf(data);
      writeBookmarkCache(localStorage, userId, { fetchedAt: Date.now(), ids });
      return ids;
    },
  });

  const run = useCallback(
    async (work: () => Promise<unknown>, toast: string) => {
      setBusy(true);
      try {
        await work();
        notify(`${K}.toasts.${toast}`, { type: "success" });
        return true;
      } catch (e) {
        notifyError(e);
        return false;
      } finally {
        // Refreshed at once: the ids here and the bookmarks page's list.
        clearBookmarkCache(localStorage, userId);
        await queryClient.invalidateQueries({ queryKey: [RESOURCE] });
        setBusy(false);
      }
    },
    [notify, notifyError, queryClient, userId],
  );

  const ids = query.data;
  return {
    bookmarkIdOf: (modelType, modelId) => ids?.[recordKey(modelType, modelId)],
    isPending: query.isPending,
    busy,
    add: (body) =>
      run(() => dataProvider.create(RESOURCE, { data: body }), "created"),
    remove: (bookmarkId) =>
      run(
        () =>
          dataProvider.delete(RESOURCE, {
            id: bookmarkId,
            previousData: { id: bookmarkId },
          }),
        "removed",
      ),
  };
}
