import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import SendIcon from "@mui/icons-material/Send";
import { Box, Button, Stack } from "@mui/material";
import { Form, useDataProvider, useNotify, useTranslate } from "react-admin";
import type { SupportReplyRow } from "../../domain/schemas/support";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { errorMessage } from "../../src/forms/serverErrors";
import { LazyRichTextInput } from "../../src/widgets/richText/LazyRichTextInput";
import { AttachmentPicker } from "./AttachmentPicker";
import { K, SUPPORT_REPLIES } from "./supportModel";
import { useAttachmentFiles } from "./useAttachmentFiles";

/** Empty rich text: the editor writes "" or a bare paragraph when nothing was typed. */
const isBlank = (html: string) =>
  html.replace(/<p>\s*<\/p>|<br\s*\/?>|\s/g, "") === "";

/**
 * The reply box of a request: rich text and files. The reply is saved first, then its files go up
 * under it; `onSent` re-reads the conversation.
 */
export function ReplyForm({
  supportRequestId,
  onSent,
}: {
  supportRequestId: string;
  onSent: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const files = useAttachmentFiles();
  const [busy, setBusy] = useState(false);
  // A new key after a send makes a fresh, empty editor.
  const [round, setRound] = useState(0);

  const submit = async (values: FieldValues) => {
    const body = typeof values.body === "string" ? values.body : "";
    if (isBlank(body)) return;
    if (files.blocked) {
      notify(`${K}.create.removeInvalid`, { type: "warning" });
      return;
    }
    setBusy(true);
    try {
      const { data } = await dataProvider.create<SupportReplyRow>(
        SUPPORT_REPLIES,
        { data: { supportRequestId, body } },
      );
      const failed = await files.uploadAll(
        supportRequestId,
        data.supportReplyId,
      );
      // Refused files keep their rows and the server's words; the sent ones go.
      if (!failed) files.clear();
      notify(`${K}.show.replySent`, { type: "success" });
      setRound((r) => r + 1);
      onSent();
    } catch (error) {
      notify(errorMessage(error) || translate(`${K}.show.replyFailed`), {
        type: "error",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Form key={round} onSubmit={submit} defaultValues={{ body: "" }}>
        <LazyRichTextInput
          source="body"
          label={`${K}.show.reply`}
          minRows={3}
          disabled={busy}
        />
        <AttachmentPicker files={files} disabled={busy} />
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            disabled={busy}
          >
            {translate(`${K}.show.send`)}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
}
