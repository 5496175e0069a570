import { useState } from "react";
import ForumIcon from "@mui/icons-material/Forum";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { LinkBase, useRecordContext, useTranslate } from "react-admin";
import { FEATURES } from "../../../domain/features";
import type { ModelType } from "../../../domain/records";
import { useFeatures } from "../../features/useFeatures";
import { recordLabelKey } from "../../records/recordLinks";
import { StartDiscussionForm } from "./StartDiscussionForm";
import { ThreadPosts } from "./ThreadPosts";
import { threadPath } from "./threadLinks";
import { useDiscussionList } from "./useDiscussionList";
import { useMentionLoader } from "./useThreadPosts";

const K = "pages.discussions.panel";

interface RecordThreadsProps {
  modelType: ModelType;
  modelId: string;
}

function Panel({ modelType, modelId }: RecordThreadsProps) {
  const translate = useTranslate();
  const list = useDiscussionList({ modelType, modelId });
  const loadMentions = useMentionLoader({ modelType, modelId });
  const [starting, setStarting] = useState(false);
  const kind = translate(recordLabelKey(modelType), { _: modelType });
  // The list is by last post, newest first: the first is the live conversation.
  const latest = list.data?.[0];
  const others = (list.data?.length ?? 0) - 1;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={translate(`${K}.title`)}
      sx={{ p: 2, mt: 2 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}
      >
        <Typography component="h2" variant="h6">
          {latest?.title ?? translate(`${K}.title`)}
        </Typography>
        {latest && (
          <Button component={LinkBase} to={threadPath(latest)} size="small">
            {translate(`${K}.openThread`)}
          </Button>
        )}
      </Stack>
      {others > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${K}.others`, { smart_count: others })}
        </Typography>
      )}
      {list.isPending ? (
        <Typography role="status">
          {translate("pages.discussions.loading")}
        </Typography>
      ) : list.error ? (
        <Typography color="error">
          {translate("pages.discussions.failed")}
        </Typography>
      ) : latest ? (
        <ThreadPosts
          discussionId={latest.discussionId}
          modelType={modelType}
          modelId={modelId}
        />
      ) : starting ? (
        <StartDiscussionForm
          modelType={modelType}
          modelId={modelId}
          defaultTitle={translate(`${K}.startTitle`, { kind })}
          loadMentions={loadMentions}
          onCancel={() => setStarting(false)}
          onCreated={() => {
            setStarting(false);
            void list.refetch();
          }}
        />
      ) : (
        <Box>
          <Button startIcon={<ForumIcon />} onClick={() => setStarting(true)}>
            {translate(`${K}.start`)}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The discussion panel of a record page (trip, patient; issue 25): the record's latest thread with
 * its posts and a post box, or "Start a discussion". Nothing shows while feature-discussions is off.
 */
export function RecordThreads({
  modelType,
  modelId,
}: {
  modelType: ModelType;
  /** Default: the record in context. */
  modelId?: string;
}) {
  const { features } = useFeatures();
  const record = useRecordContext();
  const id = modelId ?? (record ? String(record.id) : undefined);
  if (!features[FEATURES.discussions] || !id) return null;
  return <Panel modelType={modelType} modelId={id} />;
}
