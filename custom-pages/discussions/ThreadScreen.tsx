import { useEffect } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import {
  LinkBase,
  Title,
  useDataProvider,
  useGetOne,
  useTranslate,
} from "react-admin";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { errorStatus } from "../../src/forms/serverErrors";
import { recordLabelKey, recordPath } from "../../src/records/recordLinks";
import { BookmarkToggle } from "../../src/widgets/BookmarkToggle";
import { ThreadPosts } from "../../src/widgets/discussions/ThreadPosts";
import type { DiscussionRow } from "../../src/widgets/discussions/discussionTypes";
import { DISCUSSIONS } from "../../src/widgets/discussions/discussionTypes";

const K = "pages.discussions.thread";

/** Marks the thread read for me once it is shown (and again when its posts change under me). */
function useMarkRead(discussionId: string, lastPostAt: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  useEffect(() => {
    if (!lastPostAt) return;
    // A failed mark only leaves the thread unread in the list: nothing to tell the reader.
    dataProvider.markDiscussionRead(discussionId).catch(() => undefined);
  }, [dataProvider, discussionId, lastPostAt]);
}

interface ThreadScreenProps {
  discussionId: string;
  /** Inside a workspace's frame the record link (its workspace) is left out. */
  showRecordLink?: boolean;
}

/**
 * One thread: its title, the record it is about (through record reach), the bookmark toggle, its
 * posts and the post box. A thread the reader may not see is refused as the server answers (403: not
 * yours to read; 404: no such thread for you).
 */
export function ThreadScreen({
  discussionId,
  showRecordLink = true,
}: ThreadScreenProps) {
  const translate = useTranslate();
  const read = useGetOne<DiscussionRow>(
    DISCUSSIONS,
    { id: discussionId },
    { retry: false },
  );
  // react-admin's data provider answers a 403 itself (its toast, then an empty object): refused.
  const refused = !!read.data && !read.data.discussionId;
  const thread = refused ? undefined : read.data;
  useMarkRead(discussionId, thread?.lastPostAt);

  if (read.error || refused) {
    const status = refused ? 403 : errorStatus(read.error);
    const key =
      status === 403 ? "refused" : status === 404 ? "notFound" : "failed";
    return (
      <Alert severity={status === 403 ? "warning" : "error"} sx={{ m: 2 }}>
        {translate(`${K}.${key}`)}
      </Alert>
    );
  }
  if (read.isPending || !thread)
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate(`${K}.loading`)}
      </Typography>
    );
  const record =
    showRecordLink && thread.modelType && thread.modelId
      ? recordPath(thread.modelType, thread.modelId)
      : undefined;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={thread.title} />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}
      >
        <Typography
          component="h1"
          variant="h5"
          sx={{ wordBreak: "break-word" }}
        >
          {thread.title}
        </Typography>
        <BookmarkToggle
          modelType="discussion"
          modelId={thread.discussionId}
          name={thread.title}
        />
      </Stack>
      {record && thread.modelType && (
        <Button component={LinkBase} to={record} size="small" sx={{ mb: 1 }}>
          {translate(`${K}.openRecord`, {
            kind: translate(recordLabelKey(thread.modelType), {
              _: thread.modelType,
            }),
          })}
        </Button>
      )}
      <ThreadPosts
        discussionId={thread.discussionId}
        modelType={thread.modelType}
        modelId={thread.modelId}
      />
    </Box>
  );
}
