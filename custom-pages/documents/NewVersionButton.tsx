import { useRef, useState } from "react";
import CloseIcon from "@mui/icons-material/Close";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useNotify, useTranslate } from "react-admin";
import { LIBRARY_DOCUMENT_LIMITS } from "../../domain/documentLimits";
import { errorMessage } from "../../src/forms/serverErrors";
import { DOCUMENTS } from "../../src/widgets/documents/library/libraryQuery";
import { fileProblem } from "../../src/widgets/documents/library/uploadChecks";
import { useLibraryProvider } from "../../src/widgets/documents/library/useLibraryProvider";

const K = "pages.documents.newVersion";

/**
 * "Upload new version": one file, checked here first, sent with its progress and a cancel; the
 * document, its versions and the lists re-read when it is in.
 */
export function NewVersionButton({ documentId }: { documentId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useLibraryProvider();
  const controller = useRef<AbortController | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    const problem = fileProblem(file, LIBRARY_DOCUMENT_LIMITS);
    if (problem) {
      setError(
        translate(`pages.documents.upload.errors.${problem}`, {
          _: LIBRARY_DOCUMENT_LIMITS.messages[problem],
        }),
      );
      return;
    }
    setError(null);
    setPercent(0);
    const abort = new AbortController();
    controller.current = abort;
    try {
      await dataProvider.uploadLibraryDocumentVersion(documentId, file, {
        signal: abort.signal,
        onProgress: (p) => setPercent(p.percent),
      });
      // The rows, the document and its versions; not the bytes already read (a file can be large,
      // and the new version's bytes come under a key of their own).
      await queryClient.invalidateQueries({
        queryKey: [DOCUMENTS],
        predicate: (q) => q.queryKey[1] !== "content",
      });
      notify(`${K}.done`, { type: "success" });
    } catch (e) {
      if (!abort.signal.aborted)
        setError(errorMessage(e) || translate(`${K}.failed`));
    } finally {
      controller.current = null;
      setPercent(null);
    }
  };

  return (
    <Box>
      {percent === null ? (
        <>
          <Button
            startIcon={<UploadFileIcon />}
            onClick={() => picker.current?.click()}
          >
            {translate(`${K}.button`)}
          </Button>
          <input
            ref={picker}
            hidden
            type="file"
            accept={LIBRARY_DOCUMENT_LIMITS.accept}
            aria-label={translate(`${K}.button`)}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void send(file);
            }}
          />
        </>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ minWidth: 220 }}
        >
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={translate(`${K}.progress`)}
            sx={{ flex: 1 }}
          />
          <Typography variant="caption">{percent}%</Typography>
          <IconButton
            size="small"
            aria-label={translate(`${K}.cancel`)}
            onClick={() => controller.current?.abort()}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {error && (
        <Typography role="alert" variant="caption" color="error" component="p">
          {error}
        </Typography>
      )}
    </Box>
  );
}
