import { Alert, Box, Chip, Paper, Stack, Typography } from "@mui/material";
import { useGetList, useTranslate } from "react-admin";
import { MAX_PAGE_SIZE } from "../../domain/constants";
import type { SupportReplyRow } from "../../domain/schemas/support";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { RichTextView } from "../../src/widgets/richText/RichTextView";
import { AttachmentList } from "./AttachmentList";
import { K, SUPPORT_REPLIES } from "./supportModel";

const S = `${K}.show`;

function Reply({ reply }: { reply: SupportReplyRow }) {
  const translate = useTranslate();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={reply.authorName ?? translate(`${S}.unknownAuthor`)}
      sx={{
        listStyle: "none",
        p: 1.5,
        mb: 1,
        // Support's answers stand out from the requester's own messages.
        ...(reply.fromStaff && { borderColor: "primary.main" }),
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: "center", flexWrap: "wrap", mb: 0.5 }}
      >
        <Typography variant="subtitle2">
          {reply.authorName ?? translate(`${S}.unknownAuthor`)}
        </Typography>
        {reply.fromStaff && (
          <Chip
            size="small"
            color="primary"
            label={translate(`${S}.support`)}
          />
        )}
        <Typography variant="caption" color="text.secondary">
          <RelativeTime value={reply.createdAt} />
        </Typography>
      </Stack>
      <RichTextView html={reply.body} />
      <AttachmentList files={reply.attachments} />
    </Paper>
  );
}

/** A request's replies, oldest first (the server's order); the page re-reads them live. */
export function Conversation({
  supportRequestId,
}: {
  supportRequestId: string;
}) {
  const translate = useTranslate();
  const replies = useGetList<SupportReplyRow>(
    SUPPORT_REPLIES,
    {
      pagination: { page: 1, perPage: MAX_PAGE_SIZE },
      filter: { supportRequestId },
    },
    { retry: false },
  );
  if (replies.error)
    return <Alert severity="error">{translate(`${S}.repliesFailed`)}</Alert>;
  if (replies.isPending) return null;
  const rows = replies.data ?? [];
  if (rows.length === 0)
    return (
      <Typography color="text.secondary">
        {translate(`${S}.noReplies`)}
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label={translate(`${S}.conversation`)}
      sx={{ p: 0, m: 0 }}
    >
      {rows.map((reply) => (
        <Reply key={reply.supportReplyId} reply={reply} />
      ))}
    </Box>
  );
}
