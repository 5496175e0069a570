import { useGetList } from "react-admin";
import { useSession } from "../../session/useSession";
import { useLiveRefetch } from "../../realtime/useLiveRefetch";
import type { DiscussionRow } from "./discussionTypes";
import { DISCUSSION_POSTS, DISCUSSIONS } from "./discussionTypes";

const LIVE_KEYS = [[DISCUSSIONS]];
/** Enough threads for a page or a panel; the list is newest first. */
const THREADS_PER_PAGE = 100;

export interface DiscussionListQuery {
  modelType?: string;
  modelId?: string;
  /** Only threads I posted in or participate in. */
  mine?: boolean;
  enabled?: boolean;
}

/**
 * Threads by last post, newest first, then unread ones moved to the top (a stable sort keeps each
 * group newest first). Threads started or posted to elsewhere arrive live.
 */
export function useDiscussionList({
  modelType,
  modelId,
  mine,
  enabled = true,
}: DiscussionListQuery) {
  const me = useSession()?.user.userId;
  const list = useGetList<DiscussionRow>(
    DISCUSSIONS,
    {
      pagination: { page: 1, perPage: THREADS_PER_PAGE },
      sort: { field: "lastPostAt", order: "DESC" },
      filter: {
        ...(modelType ? { modelType } : {}),
        ...(modelId ? { modelId } : {}),
        // "Mine": the threads I posted in or was invited to (the server's participantId filter).
        ...(mine && me ? { participantId: me } : {}),
      },
    },
    { enabled: enabled && (!mine || !!me), retry: false },
  );
  useLiveRefetch([DISCUSSIONS, DISCUSSION_POSTS], LIVE_KEYS);
  const rows = [...(list.data ?? [])].sort(
    (a, b) => Number(b.unread) - Number(a.unread),
  );
  return { ...list, rows };
}
