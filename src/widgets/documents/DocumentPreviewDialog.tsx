import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { useDocumentKind } from "./documentKind";
import { FileLoading, InlineFile } from "./InlineFile";
import type { DocumentRef } from "./useDocumentContent";
import {
  useDocumentDownload,
  useDocumentObjectUrl,
} from "./useDocumentContent";

interface DocumentPreviewDialogProps {
  document: DocumentRef & { contentType: string };
  onClose: () => void;
}

/** The PDF in the browser's viewer (an iframe) or the image itself, from a blob: URL. */
function PreviewBody({
  document: doc,
}: Pick<DocumentPreviewDialogProps, "document">) {
  const translate = useTranslate();
  const kind = useDocumentKind();
  const { url, error } = useDocumentObjectUrl(doc.id);
  const title = translate(kind.module.key("previewTitle"), {
    name: doc.fileName,
  });
  if (error)
    return (
      <Alert severity="error">
        {error || translate(kind.module.key("errors.previewFailed"))}
      </Alert>
    );
  if (!url) return <FileLoading label={title} />;
  return (
    <InlineFile
      url={url}
      pdf={doc.contentType === "application/pdf"}
      label={title}
      alt={doc.fileName}
    />
  );
}

/** A dialog (Esc or Close to leave) previewing one document, with its download at hand. */
export function DocumentPreviewDialog({
  document: doc,
  onClose,
}: DocumentPreviewDialogProps) {
  const translate = useTranslate();
  const kind = useDocumentKind();
  const { download, pending } = useDocumentDownload();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="document-preview-title"
    >
      <DialogTitle id="document-preview-title">
        {translate(kind.module.key("previewTitle"), {
          name: doc.fileName,
        })}
      </DialogTitle>
      <DialogContent dividers>
        <PreviewBody document={doc} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void download(doc)} disabled={pending}>
          {translate(kind.module.key("action.download"))}
        </Button>
        <Button onClick={onClose} autoFocus>
          {translate("ra.action.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
