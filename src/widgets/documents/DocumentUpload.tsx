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
import {
  DOCUMENT_ACCEPT,
  uploadProblem,
} from "../../../domain/schemas/document";
import type { AppDataProvider } from "../../../providers/appDataProvider";
import { errorMessage } from "../../forms/serverErrors";
import { useNotifyError } from "../../notifications/useNotifyError";
import { useDocumentTypeChoices } from "./DocumentTypeField";
import { useDocumentKind } from "./documentKind";

/**
 * Uploads one file for a record (the kind's parent). The file is checked here first (size, type the browser guessed)
 * with the server's own words; the server then sniffs the bytes and has the last word, shown under
 * the file input too. Everything is disabled while the upload runs.
 */
export function DocumentUpload({ parentId }: { parentId: string }) {
  const translate = useTranslate();
  const kind = useDocumentKind();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const choices = useDocumentTypeChoices();
  const fileInput = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState<string>(kind.defaultType);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? uploadProblem(chosen) : null;
    setFileError(
      problem ? translate(kind.module.key(`errors.${problem}`)) : null,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(translate(kind.module.key("errors.fileRequired")));
      fileInput.current?.focus();
      return;
    }
    if (fileError) return fileInput.current?.focus();
    setPending(true);
    try {
      await kind.upload(dataProvider, parentId, documentType, file);
      notify(kind.module.key("notifications.created"), {
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

  const helper = fileError ?? translate(kind.module.key("upload.hint"));
  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      spacing={2}
      aria-busy={pending}
    >
      <Typography component="h2" variant="h6">
        {translate(kind.module.key("upload.title"))}
      </Typography>
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        alignItems="flex-start"
      >
        <TextField
          select
          label={translate(kind.module.key("fields.documentType"))}
          value={documentType}
          onChange={(e) => setDocumentType(e.target.value)}
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
          label={translate(kind.module.key("fields.file"))}
          inputRef={fileInput}
          onChange={(e) =>
            choose((e.target as HTMLInputElement).files?.[0] ?? null)
          }
          disabled={pending}
          error={!!fileError}
          helperText={helper}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { accept: DOCUMENT_ACCEPT },
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
            kind.module.key(pending ? "upload.uploading" : "upload.submit"),
          )}
        </Button>
      </Stack>
      {pending && (
        <LinearProgress
          aria-label={translate(kind.module.key("upload.uploading"))}
        />
      )}
    </Stack>
  );
}
