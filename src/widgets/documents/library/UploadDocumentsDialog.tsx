import { useRef, useState } from "react";
import type { DragEvent } from "react";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  Stack,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useNotify, useTranslate } from "react-admin";
import { LIBRARY_DOCUMENT_LIMITS } from "../../../../domain/documentLimits";
import { DOCUMENTS } from "./libraryQuery";
import { TagInput } from "./TagInput";
import { UploadRow } from "./UploadRow";
import type { UploadSummary, UploadTarget } from "./useUploadQueue";
import { useUploadQueue } from "./useUploadQueue";

const K = "pages.documents.upload";
const TITLE_ID = "library-upload-title";

/** The toast once every file is through: how many went in, and how many did not. */
function summaryMessage(summary: UploadSummary): {
  key: string;
  args: Record<string, number>;
  type: "success" | "warning";
} {
  const notUploaded = summary.failed + summary.cancelled;
  return notUploaded === 0
    ? {
        key: `${K}.done`,
        args: { smart_count: summary.uploaded },
        type: "success",
      }
    : {
        key: `${K}.partly`,
        args: { uploaded: summary.uploaded, failed: notUploaded },
        type: "warning",
      };
}

/**
 * The library's upload dialog (issue 26), from /documents (free-standing) or a record's documents
 * tab (`target`): several files chosen or dropped at once, each checked here first, with its own
 * title, progress bar and cancel; shared tags. A refused file shows the server's words on its row
 * and the others go on. When all are through, a toast and the lists re-read; the dialog closes by
 * itself when every file went in, and stays to show what did not otherwise.
 */
export function UploadDocumentsDialog({
  target,
  onClose,
}: {
  target?: UploadTarget;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const queue = useUploadQueue();
  const [tags, setTags] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const ready = queue.items.filter((i) => i.state === "ready").length;

  const send = async () => {
    const summary = await queue.start(tags, target);
    await queryClient.invalidateQueries({ queryKey: [DOCUMENTS] });
    const message = summaryMessage(summary);
    notify(message.key, { type: message.type, messageArgs: message.args });
    if (summary.failed === 0 && summary.cancelled === 0) onClose();
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    queue.add([...event.dataTransfer.files]);
  };

  return (
    <Dialog
      open
      onClose={queue.running ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={TITLE_ID}>
        {translate(`${K}.${target ? "titleInto" : "title"}`)}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Box
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            sx={{
              border: 2,
              borderStyle: "dashed",
              borderColor: dragging ? "primary.main" : "divider",
              borderRadius: 1,
              p: 2,
              textAlign: "center",
            }}
          >
            {/* A real button opens the hidden picker, so Enter and Space work as a click does. */}
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={queue.running}
              onClick={() => picker.current?.click()}
            >
              {translate(`${K}.choose`)}
            </Button>
            <input
              ref={picker}
              hidden
              type="file"
              multiple
              accept={LIBRARY_DOCUMENT_LIMITS.accept}
              aria-label={translate(`${K}.choose`)}
              onChange={(e) => {
                queue.add([...(e.target.files ?? [])]);
                e.target.value = "";
              }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate(`${K}.hint`, { mb: LIBRARY_DOCUMENT_LIMITS.maxMb })}
            </Typography>
          </Box>
          {queue.items.length > 0 && (
            <List dense aria-label={translate(`${K}.files`)}>
              {queue.items.map((item) => (
                <UploadRow
                  key={item.key}
                  item={item}
                  onTitle={(title) => queue.setTitle(item.key, title)}
                  onRemove={() => queue.remove(item.key)}
                  onCancel={() => queue.cancel(item.key)}
                />
              ))}
            </List>
          )}
          <TagInput value={tags} onChange={setTags} disabled={queue.running} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {queue.running ? (
          <Button onClick={queue.cancelAll} color="error">
            {translate(`${K}.cancelAll`)}
          </Button>
        ) : (
          <Button onClick={onClose}>{translate(`${K}.close`)}</Button>
        )}
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={queue.running || ready === 0}
        >
          {translate(`${K}.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
