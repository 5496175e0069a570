import type { ReactNode } from "react";
import { Button, Stack } from "@mui/material";
import {
  Form,
  required,
  TextInput,
  useCreate,
  useNotify,
  useTranslate,
} from "react-admin";
import { isModelType } from "../../../domain/records";
import { errorMessage } from "../../forms/serverErrors";
import { LazyRichTextInput } from "../richText/LazyRichTextInput";
import type { LoadMentions } from "../richText/useMentionMenu";
import type { DiscussionRow, DiscussionUpsert } from "./discussionTypes";
import { DISCUSSIONS } from "./discussionTypes";

const K = "pages.discussions.create";

interface StartDiscussionFormProps {
  /** The record the thread is about; none: free-standing. */
  modelType?: string;
  modelId?: string;
  /** Free-standing threads: the chosen readers (the creator is always one). */
  participantIds?: string[];
  defaultTitle?: string;
  loadMentions?: LoadMentions;
  /** Fields between the title and the first post (the participant picker). */
  children?: ReactNode;
  onCreated: (row: DiscussionRow) => void;
  onCancel?: () => void;
}

/** A new thread with its first post, in one call (POST /discussions {title, …, firstPost}). */
export function StartDiscussionForm({
  modelType,
  modelId,
  participantIds,
  defaultTitle = "",
  loadMentions,
  children,
  onCreated,
  onCancel,
}: StartDiscussionFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate<DiscussionRow>();
  const submit = async (values: Record<string, unknown>) => {
    const data: DiscussionUpsert = {
      title: String(values.title ?? "").trim(),
      ...(isModelType(modelType) && modelId ? { modelType, modelId } : {}),
      ...(participantIds ? { participantIds } : {}),
      ...(typeof values.firstPost === "string" && values.firstPost
        ? { firstPost: values.firstPost }
        : {}),
    };
    try {
      const row = await create(DISCUSSIONS, { data }, { returnPromise: true });
      if (row) onCreated(row);
    } catch (error) {
      notify(errorMessage(error) || translate(`${K}.failed`), {
        type: "error",
      });
    }
  };
  return (
    <Form
      onSubmit={submit}
      defaultValues={{ title: defaultTitle, firstPost: "" }}
    >
      <TextInput
        source="title"
        label={`${K}.fields.title`}
        validate={required()}
        fullWidth
      />
      {children}
      <LazyRichTextInput
        source="firstPost"
        label={`${K}.fields.firstPost`}
        loadMentions={loadMentions}
        minRows={3}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={isPending}>
            {translate(`${K}.cancel`)}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={isPending}>
          {translate(`${K}.submit`)}
        </Button>
      </Stack>
    </Form>
  );
}
