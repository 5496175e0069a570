import { useState } from "react";
import SendIcon from "@mui/icons-material/Send";
import { Box, Button, Stack } from "@mui/material";
import { Form, useNotify, useTranslate } from "react-admin";
import { errorMessage } from "../../forms/serverErrors";
import { LazyRichTextInput } from "../richText/LazyRichTextInput";
import type { LoadMentions } from "../richText/useMentionMenu";

const K = "pages.discussions.thread";

interface PostFormProps {
  /** Saves the editor's HTML; the form empties itself once it resolves. */
  onSave: (body: string) => Promise<unknown>;
  loadMentions?: LoadMentions;
  defaultBody?: string;
  /** The editor's label (an i18n key); default "Message". */
  label?: string;
  submitLabel?: string;
  onCancel?: () => void;
  busy?: boolean;
  minRows?: number;
}

/** Empty rich text: the editor writes "" or a bare paragraph when nothing was typed. */
const isBlank = (html: string) =>
  html.replace(/<p>\s*<\/p>|<br\s*\/?>|\s/g, "") === "";

/**
 * One post box of a thread: the rich-text editor (its own chunk) with "@" mentions of the thread's
 * readers, and a send button. Also the editor of an existing post (defaultBody, onCancel).
 */
export function PostForm({
  onSave,
  loadMentions,
  defaultBody = "",
  label = `${K}.newPost`,
  submitLabel = `${K}.post`,
  onCancel,
  busy,
  minRows = 3,
}: PostFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  // A new key after a save makes a fresh, empty editor.
  const [round, setRound] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    const body = typeof values.body === "string" ? values.body : "";
    if (isBlank(body)) return;
    try {
      await onSave(body);
      setRound((r) => r + 1);
    } catch (error) {
      notify(errorMessage(error) || translate(`${K}.postFailed`), {
        type: "error",
      });
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Form key={round} onSubmit={submit} defaultValues={{ body: defaultBody }}>
        <LazyRichTextInput
          source="body"
          label={label}
          loadMentions={loadMentions}
          minRows={minRows}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              {translate(`${K}.cancel`)}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            disabled={busy}
          >
            {translate(submitLabel)}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
}
