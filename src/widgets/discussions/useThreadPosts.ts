import { useCallback } from "react";
import {
  useCreate,
  useDataProvider,
  useDelete,
  useGetList,
  useUpdate,
} from "react-admin";
import { MAX_PAGE_SIZE } from "../../../domain/constants";
import { isModelType } from "../../../domain/records";
import type { MentionItem } from "../../../domain/richText";
import type { AppDataProvider } from "../../../providers/appDataProvider";
import { useLiveRefetch } from "../../realtime/useLiveRefetch";
import type { DiscussionPostRow } from "./discussionTypes";
import { DISCUSSION_POSTS, DISCUSSIONS } from "./discussionTypes";

const LIVE_KEYS = [[DISCUSSION_POSTS], [DISCUSSIONS]];

/**
 * A thread's posts, oldest first (the server's default order: no sort is sent), with the calls that
 * write them. New, edited and deleted posts made elsewhere arrive live ("discussion-posts").
 */
export function useThreadPosts(discussionId: string | undefined) {
  const list = useGetList<DiscussionPostRow>(
    DISCUSSION_POSTS,
    {
      pagination: { page: 1, perPage: MAX_PAGE_SIZE },
      filter: { discussionId },
    },
    { enabled: !!discussionId, retry: false },
  );
  useLiveRefetch([DISCUSSION_POSTS, DISCUSSIONS], LIVE_KEYS);
  const [create, creating] = useCreate();
  const [update, updating] = useUpdate();
  const [remove, removing] = useDelete();

  const post = useCallback(
    (body: string, parentPostId?: string | null) =>
      create(
        DISCUSSION_POSTS,
        {
          data: {
            discussionId,
            body,
            ...(parentPostId ? { parentPostId } : {}),
          },
        },
        { returnPromise: true },
      ),
    [create, discussionId],
  );
  const edit = useCallback(
    (row: DiscussionPostRow, body: string) =>
      update(
        DISCUSSION_POSTS,
        {
          id: row.id,
          data: { discussionId: row.discussionId, body },
          previousData: row,
        },
        { mutationMode: "pessimistic", returnPromise: true },
      ),
    [update],
  );
  const erase = useCallback(
    (row: DiscussionPostRow) =>
      remove(
        DISCUSSION_POSTS,
        { id: row.id, previousData: row },
        { mutationMode: "pessimistic", returnPromise: true },
      ),
    [remove],
  );
  return {
    ...list,
    posts: list.data ?? [],
    post,
    edit,
    erase,
    busy: creating.isPending || updating.isPending || removing.isPending,
  };
}

/** "@" in a thread's editor: whom its readers may mention (POST /discussions/mentionable). */
export function useMentionLoader(where: {
  discussionId?: string;
  modelType?: string | null;
  modelId?: string | null;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { discussionId, modelType, modelId } = where;
  return useCallback(
    (searchTerm: string): Promise<MentionItem[]> =>
      dataProvider.discussionMentionable({
        ...(discussionId ? { discussionId } : {}),
        ...(isModelType(modelType) ? { modelType } : {}),
        ...(modelId ? { modelId } : {}),
        searchTerm,
      }),
    [dataProvider, discussionId, modelType, modelId],
  );
}
