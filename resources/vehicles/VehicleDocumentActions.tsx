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
import type { VehicleDocument } from "../../domain/schemas/vehicleDocument";
import { DocumentPreviewDialog } from "./DocumentPreviewDialog";
import { useDocumentDownload } from "./useDocumentContent";
import { vehicleDocumentsModule } from "../../domain/modules/vehicles";

type DocumentRecord = VehicleDocument & { id: string };

/**
 * Preview, Download and (for modify-vehicles) an undoable Delete of one document row. Each button
 * names its file for screen readers ("Preview registration.pdf").
 */
export function VehicleDocumentActions({ canDelete }: { canDelete: boolean }) {
  const record = useRecordContext<DocumentRecord>();
  const translate = useTranslate();
  const [previewing, setPreviewing] = useState(false);
  const { download, pending } = useDocumentDownload();
  if (!record) return null;
  const named = (key: string) =>
    translate(vehicleDocumentsModule.key(`action.${key}`), {
      name: record.fileName,
    });
  return (
    <Stack direction="row" spacing={1}>
      <Button
        label={vehicleDocumentsModule.key("action.preview")}
        aria-label={named("previewOf")}
        onClick={() => setPreviewing(true)}
      >
        <VisibilityIcon />
      </Button>
      <Button
        label={vehicleDocumentsModule.key("action.download")}
        aria-label={named("downloadOf")}
        onClick={() => void download(record)}
        disabled={pending}
      >
        <DownloadIcon />
      </Button>
      {canDelete && (
        <DeleteButton
          resource={vehicleDocumentsModule.name}
          mutationMode="undoable"
          redirect={false}
          successMessage={vehicleDocumentsModule.key("notifications.deleted")}
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
