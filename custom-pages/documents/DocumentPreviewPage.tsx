import { useEffect, useState } from "react";
import DeleteIcon from "@mui/icons-material/Delete";
import DownloadIcon from "@mui/icons-material/Download";
import EditIcon from "@mui/icons-material/Edit";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { Title, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { documentsModule } from "../../domain/modules/documents";
import { errorMessage, errorStatus } from "../../src/forms/serverErrors";
import { formatDocumentTitle } from "../../src/layout/documentTitle";
import { LazyRecordThreads } from "../../src/widgets/discussions/LazyRecordThreads";
import type { LibraryRecord } from "../../src/widgets/documents/library/libraryQuery";
import { DOCUMENTS } from "../../src/widgets/documents/library/libraryQuery";
import { DeleteDocumentDialog } from "./DeleteDocumentDialog";
import { DocumentFacts } from "./DocumentFacts";
import { EditDocumentDialog } from "./EditDocumentDialog";
import { NewVersionButton } from "./NewVersionButton";
import { PreviewBody } from "./PreviewBody";
import { useDocumentDownload } from "./useDocumentFile";
import { VersionList } from "./VersionList";
import { useLibraryProvider } from "../../src/widgets/documents/library/useLibraryProvider";

const K = "pages.documents";

/** 403 (a workspace's document to a non-member) and 404 are states of the page, not errors. */
function Refusal({ error }: { error: unknown }) {
  const translate = useTranslate();
  const status = errorStatus(error);
  const key =
    status === 403 ? "refused" : status === 404 ? "notFound" : "failed";
  const heading = translate(`${K}.preview.${key}`);
  return (
    <Box component="section" sx={{ p: 4 }}>
      <Title title={heading} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {status !== 404 && (
        <Alert severity={status === 403 ? "warning" : "error"}>
          {errorMessage(error) || translate(`${K}.failed`)}
        </Alert>
      )}
    </Box>
  );
}

/**
 * /documents/preview/:documentId (issue 26): the document's facts, the file itself where the
 * browser can show it, its versions, its bookmark and its discussion; its owner and the editors of
 * its workspace (canEdit) also edit the details, upload a new version and delete it.
 */
export function DocumentPreviewPage() {
  const translate = useTranslate();
  const { documentId = "" } = useParams<{ documentId: string }>();
  const dataProvider = useLibraryProvider();
  const read = useQuery({
    queryKey: [DOCUMENTS, "one", documentId],
    queryFn: async ({ signal }) =>
      (
        await dataProvider.getOne<LibraryRecord>(DOCUMENTS, {
          id: documentId,
          signal,
        })
      ).data,
    retry: false,
  });
  const doc = read.data;
  const pageTitle = doc?.title ?? translate(`${K}.preview.loading`);
  useEffect(() => {
    document.title = formatDocumentTitle(translate, pageTitle);
  }, [pageTitle, translate]);
  const { download, pending } = useDocumentDownload(documentId);
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);

  if (read.error) return <Refusal error={read.error} />;
  if (!doc)
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate(`${K}.preview.loading`)}
      </Typography>
    );
  const downloadCurrent = () => void download(doc.fileName);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={pageTitle} />
      <DocumentFacts doc={doc} />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        sx={{ my: 2 }}
      >
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={downloadCurrent}
          disabled={pending}
        >
          {translate(`${K}.actions.download`)}
        </Button>
        {doc.canEdit && (
          <>
            <NewVersionButton documentId={doc.documentId} />
            <Button startIcon={<EditIcon />} onClick={() => setDialog("edit")}>
              {translate(`${K}.actions.edit`)}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setDialog("delete")}
            >
              {translate(`${K}.actions.delete`)}
            </Button>
          </>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mb: 2 }}>
        <PreviewBody doc={doc} onDownload={downloadCurrent} />
      </Paper>
      <VersionList
        documentId={doc.documentId}
        onDownload={(fileName, version) => void download(fileName, version)}
      />
      <LazyRecordThreads modelType="document" modelId={doc.documentId} />
      {dialog === "edit" && (
        <EditDocumentDialog doc={doc} onClose={() => setDialog(null)} />
      )}
      {dialog === "delete" && (
        <DeleteDocumentDialog doc={doc} onClose={() => setDialog(null)} />
      )}
    </Box>
  );
}
DocumentPreviewPage.path = documentsModule.pages.preview.path;
