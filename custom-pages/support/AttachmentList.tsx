import { useEffect, useState } from "react";
import DownloadIcon from "@mui/icons-material/Download";
import VisibilityIcon from "@mui/icons-material/Visibility";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
} from "@mui/material";
import { useDataProvider, useTranslate } from "react-admin";
import { SUPPORT_DOCUMENT_LIMITS } from "../../domain/documentLimits";
import type { SupportAttachmentRow } from "../../domain/schemas/support";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { formatBytes } from "../../src/widgets/documents/formatBytes";
import {
  FileLoading,
  InlineFile,
} from "../../src/widgets/documents/InlineFile";
import { K } from "./supportModel";

const A = `${K}.attachments`;

/** The kind's inline types (PDF, images) open in the page; every other file is a download. */
const opensInline = (type: string) =>
  SUPPORT_DOCUMENT_LIMITS.inlineTypes.includes(type);

/** Saves a blob under its name: a temporary blob: link, clicked, then revoked. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download manager; give it a moment before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A PDF or an image in a dialog, read with the session's headers into a blob: URL. */
function AttachmentPreview({
  file,
  onClose,
}: {
  file: SupportAttachmentRow;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<{ url?: string; failed?: boolean }>({});
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    dataProvider
      .fetchSupportAttachment(
        file.supportRequestId,
        file.supportAttachmentId,
        false,
        controller.signal,
      )
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [dataProvider, file]);
  const label = translate(`${A}.previewTitle`, { name: file.fileName });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ overflowWrap: "anywhere" }}>{label}</DialogTitle>
      <DialogContent>
        {state.failed ? (
          <Alert severity="error">{translate(`${A}.loadFailed`)}</Alert>
        ) : state.url ? (
          <InlineFile
            url={state.url}
            pdf={file.contentType === "application/pdf"}
            label={label}
            alt={file.fileName}
          />
        ) : (
          <FileLoading label={label} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${A}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The files of a request or a reply: name and size, open (PDF, images) and download. */
export function AttachmentList({
  files,
}: {
  files: readonly SupportAttachmentRow[];
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const [open, setOpen] = useState<SupportAttachmentRow | null>(null);
  if (files.length === 0) return null;
  const download = async (file: SupportAttachmentRow) => {
    try {
      saveBlob(
        await dataProvider.fetchSupportAttachment(
          file.supportRequestId,
          file.supportAttachmentId,
          true,
        ),
        file.fileName,
      );
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <>
      <List
        dense
        disablePadding
        aria-label={translate(`${K}.fields.attachments`)}
      >
        {files.map((file) => (
          <ListItem key={file.supportAttachmentId} disableGutters>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: "center", minWidth: 0, width: "100%" }}
            >
              <Typography
                variant="body2"
                sx={{ overflowWrap: "anywhere", flex: 1, minWidth: 0 }}
              >
                {file.fileName} · {formatBytes(file.size)}
              </Typography>
              {opensInline(file.contentType) && (
                <IconButton
                  size="small"
                  aria-label={translate(`${A}.open`, { name: file.fileName })}
                  onClick={() => setOpen(file)}
                >
                  <VisibilityIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton
                size="small"
                aria-label={translate(`${A}.download`, { name: file.fileName })}
                onClick={() => void download(file)}
              >
                <DownloadIcon fontSize="small" />
              </IconButton>
            </Stack>
          </ListItem>
        ))}
      </List>
      {open && <AttachmentPreview file={open} onClose={() => setOpen(null)} />}
    </>
  );
}
