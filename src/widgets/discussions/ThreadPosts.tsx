import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { useSession } from "../../session/useSession";
import { errorMessage } from "../../forms/serverErrors";
import type { DiscussionPostRow } from "./discussionTypes";
import { PostForm } from "./PostForm";
import { PostItem } from "./PostItem";
import { placePosts } from "./threadOrder";
import { useMentionLoader, useThreadPosts } from "./useThreadPosts";

const K = "pages.discussions.thread";

interface ThreadPostsProps {
  discussionId: string;
  modelType?: string | null;
  modelId?: string | null;
}

/**
 * A thread's posts, oldest first with replies one step in under their parent, and its post box. Only
 * the author edits or deletes a post; a deleted post keeps its place and says "Post deleted". Posts
 * made elsewhere appear live.
 */
export function ThreadPosts({
  discussionId,
  modelType,
  modelId,
}: ThreadPostsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const me = useSession()?.user.userId;
  const thread = useThreadPosts(discussionId);
  const loadMentions = useMentionLoader({ discussionId, modelType, modelId });
  const [replyTo, setReplyTo] = useState<DiscussionPostRow | null>(null);

  const erase = async (row: DiscussionPostRow) => {
    try {
      await thread.erase(row);
    } catch (error) {
      notify(errorMessage(error) || translate(`${K}.deleteFailed`), {
        type: "error",
      });
    }
  };

  if (thread.error)
    return <Alert severity="error">{translate(`${K}.failed`)}</Alert>;
  if (thread.isPending)
    return <Typography role="status">{translate(`${K}.loading`)}</Typography>;
  const placed = placePosts(thread.posts);
  return (
    <Box>
      {placed.length === 0 ? (
        <Typography color="text.secondary">
          {translate(`${K}.empty`)}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate(`${K}.postsLabel`)}
          sx={{ p: 0, m: 0 }}
        >
          {placed.map(({ post, depth }) => (
            <PostItem
              key={post.id}
              post={post}
              depth={depth}
              mine={!!me && post.authorId === me}
              busy={thread.busy}
              loadMentions={loadMentions}
              onReply={() => setReplyTo(post)}
              onEdit={(body) => thread.edit(post, body)}
              onDelete={() => erase(post)}
            />
          ))}
        </Box>
      )}
      {replyTo && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: "center" }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${K}.replyingTo`, {
              name: replyTo.authorName || translate(`${K}.unknownAuthor`),
            })}
          </Typography>
          <Button size="small" onClick={() => setReplyTo(null)}>
            {translate(`${K}.cancelReply`)}
          </Button>
        </Stack>
      )}
      <PostForm
        busy={thread.busy}
        loadMentions={loadMentions}
        onSave={async (body) => {
          await thread.post(body, replyTo?.discussionPostId);
          setReplyTo(null);
        }}
      />
    </Box>
  );
}
