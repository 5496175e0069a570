import { useState } from "react";
import { Box, Button, Stack, Typography } from "@mui/material";
import { Confirm, useTranslate } from "react-admin";
import { RelativeTime } from "../RelativeTime";
import { RichTextView } from "../richText/RichTextView";
import type { LoadMentions } from "../richText/useMentionMenu";
import type { DiscussionPostRow } from "./discussionTypes";
import { PostForm } from "./PostForm";

const K = "pages.discussions.thread";

interface PostItemProps {
  post: DiscussionPostRow;
  /** A reply sits one step in, under its parent. */
  depth: number;
  mine: boolean;
  busy: boolean;
  loadMentions?: LoadMentions;
  onReply?: () => void;
  onEdit: (body: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** One post: its author and time, its text ("Post deleted" once deleted), and the author's actions. */
export function PostItem({
  post,
  depth,
  mine,
  busy,
  loadMentions,
  onReply,
  onEdit,
  onDelete,
}: PostItemProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const author = post.authorName || translate(`${K}.unknownAuthor`);
  return (
    <Box
      component="li"
      aria-label={author}
      sx={{
        listStyle: "none",
        ml: Math.min(depth, 4) * 3,
        pl: depth ? 1.5 : 0,
        borderLeft: depth ? 2 : 0,
        borderColor: "divider",
        py: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "baseline" }}>
        <Typography variant="subtitle2" component="span">
          {author}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="span">
          <RelativeTime value={post.createdAt} />
          {post.edited && !post.deleted && ` · ${translate(`${K}.edited`)}`}
        </Typography>
      </Stack>
      {post.deleted ? (
        <Typography color="text.secondary" sx={{ fontStyle: "italic" }}>
          {translate(`${K}.deleted`)}
        </Typography>
      ) : editing ? (
        <PostForm
          defaultBody={post.body}
          loadMentions={loadMentions}
          submitLabel={`${K}.save`}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={async (body) => {
            await onEdit(body);
            setEditing(false);
          }}
        />
      ) : (
        <RichTextView html={post.body} />
      )}
      {!post.deleted && !editing && (
        <Stack direction="row" spacing={0.5}>
          {onReply && (
            <Button size="small" onClick={onReply} disabled={busy}>
              {translate(`${K}.reply`)}
            </Button>
          )}
          {mine && (
            <>
              <Button
                size="small"
                onClick={() => setEditing(true)}
                disabled={busy}
              >
                {translate(`${K}.edit`)}
              </Button>
              <Button
                size="small"
                color="error"
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                {translate(`${K}.delete`)}
              </Button>
              <Confirm
                isOpen={confirming}
                title={`${K}.confirmDelete`}
                content=""
                confirm={`${K}.delete`}
                loading={busy}
                onClose={() => setConfirming(false)}
                onConfirm={() => {
                  setConfirming(false);
                  void onDelete();
                }}
              />
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
