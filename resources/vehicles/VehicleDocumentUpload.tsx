import { useRef, useState } from "react";
import type { FormEvent } from "react";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Button,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from "react-admin";
import type { VehicleDocumentType } from "../../domain/schemas/vehicleDocument";
import {
  uploadProblem,
  VEHICLE_DOCUMENT_ACCEPT,
} from "../../domain/schemas/vehicleDocument";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { errorMessage } from "../../src/forms/serverErrors";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { useDocumentTypeChoices } from "./DocumentTypeField";
import { vehicleDocumentsModule } from "../../domain/modules/vehicles";

/**
 * Uploads one file for a vehicle. The file is checked here first (size, type the browser guessed)
 * with the server's own words; the server then sniffs the bytes and has the last word, shown under
 * the file input too. Everything is disabled while the upload runs.
 */
export function VehicleDocumentUpload({ vehicleId }: { vehicleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const choices = useDocumentTypeChoices();
  const fileInput = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] =
    useState<VehicleDocumentType>("registration");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? uploadProblem(chosen) : null;
    setFileError(
      problem
        ? translate(vehicleDocumentsModule.key(`errors.${problem}`))
        : null,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(
        translate(vehicleDocumentsModule.key("errors.fileRequired")),
      );
      fileInput.current?.focus();
      return;
    }
    if (fileError) return fileInput.current?.focus();
    setPending(true);
    try {
      await dataProvider.uploadVehicleDocument(vehicleId, documentType, file);
      notify(vehicleDocumentsModule.key("notifications.created"), {
        type: "success",
      });
      if (fileInput.current) fileInput.current.value = "";
      setFile(null);
      refresh();
    } catch (e) {
      setFileError(errorMessage(e));
      notifyError(e);
    } finally {
      setPending(false);
    }
  };

  const helper =
    fileError ?? translate(vehicleDocumentsModule.key("upload.hint"));
  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      spacing={2}
      aria-busy={pending}
    >
      <Typography component="h2" variant="h6">
        {translate(vehicleDocumentsModule.key("upload.title"))}
      </Typography>
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        alignItems="flex-start"
      >
        <TextField
          select
          label={translate(vehicleDocumentsModule.key("fields.documentType"))}
          value={documentType}
          onChange={(e) =>
            setDocumentType(e.target.value as VehicleDocumentType)
          }
          disabled={pending}
          sx={{ flex: 1, minWidth: 200 }}
        >
          {choices.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="file"
          label={translate(vehicleDocumentsModule.key("fields.file"))}
          inputRef={fileInput}
          onChange={(e) =>
            choose((e.target as HTMLInputElement).files?.[0] ?? null)
          }
          disabled={pending}
          error={!!fileError}
          helperText={helper}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { accept: VEHICLE_DOCUMENT_ACCEPT },
          }}
          sx={{ flex: 2, minWidth: 260 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={pending}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          {translate(
            vehicleDocumentsModule.key(
              pending ? "upload.uploading" : "upload.submit",
            ),
          )}
        </Button>
      </Stack>
      {pending && (
        <LinearProgress
          aria-label={translate(vehicleDocumentsModule.key("upload.uploading"))}
        />
      )}
    </Stack>
  );
}
