import { useState } from "react";
import DownloadIcon from "@mui/icons-material/Download";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { Stack } from "@mui/material";
import {
  Button,
  DeleteButton,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { DocumentPreviewDialog } from "./DocumentPreviewDialog";
import { useDocumentKind } from "./documentKind";
import { useDocumentDownload } from "./useDocumentContent";

interface DocumentRecord {
  id: string;
  fileName: string;
  contentType: string;
}

/**
 * Preview, Download and (when allowed) an undoable Delete of one document row. Each button names
 * its file for screen readers ("Preview registration.pdf").
 */
export function DocumentActions({ canDelete }: { canDelete: boolean }) {
  const record = useRecordContext<DocumentRecord>();
  const translate = useTranslate();
  const kind = useDocumentKind();
  const [previewing, setPreviewing] = useState(false);
  const { download, pending } = useDocumentDownload();
  if (!record) return null;
  const named = (key: string) =>
    translate(kind.module.key(`action.${key}`), { name: record.fileName });
  return (
    <Stack direction="row" spacing={1}>
      <Button
        label={kind.module.key("action.preview")}
        aria-label={named("previewOf")}
        onClick={() => setPreviewing(true)}
      >
        <VisibilityIcon />
      </Button>
      <Button
        label={kind.module.key("action.download")}
        aria-label={named("downloadOf")}
        onClick={() => void download(record)}
        disabled={pending}
      >
        <DownloadIcon />
      </Button>
      {canDelete && (
        <DeleteButton
          resource={kind.module.name}
          mutationMode="undoable"
          redirect={false}
          successMessage={kind.module.key("notifications.deleted")}
          aria-label={named("deleteOf")}
        />
      )}
      {previewing && (
        <DocumentPreviewDialog
          document={record}
          onClose={() => setPreviewing(false)}
        />
      )}
    </Stack>
  );
}
