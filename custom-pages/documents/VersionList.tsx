import { useQuery } from "@tanstack/react-query";
import DownloadIcon from "@mui/icons-material/Download";
import {
  Alert,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { formatBytes } from "../../src/widgets/documents/formatBytes";
import { DOCUMENTS } from "../../src/widgets/documents/library/libraryQuery";
import { useLibraryProvider } from "../../src/widgets/documents/library/useLibraryProvider";

const K = "pages.documents.versions";

export const versionsQueryKey = (documentId: string) => [
  DOCUMENTS,
  "versions",
  documentId,
];

/**
 * A document's versions, newest first (GET /documents/{id}/versions): number, file, size, who and
 * when, each downloadable as it was (?version=N&download=true).
 */
export function VersionList({
  documentId,
  onDownload,
}: {
  documentId: string;
  onDownload: (fileName: string, version: number) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useLibraryProvider();
  const versions = useQuery({
    queryKey: versionsQueryKey(documentId),
    queryFn: ({ signal }) =>
      dataProvider.libraryDocumentVersions(documentId, signal),
    retry: false,
  });
  const c = (key: string) => translate(`${K}.columns.${key}`);
  return (
    <section aria-labelledby="document-versions-title">
      <Typography
        id="document-versions-title"
        component="h2"
        variant="h6"
        sx={{ mb: 1 }}
      >
        {translate(`${K}.title`)}
      </Typography>
      {versions.isPending && (
        <Typography role="status">{translate(`${K}.loading`)}</Typography>
      )}
      {versions.error && (
        <Alert severity="error">
          {versions.error.message || translate(`${K}.failed`)}
        </Alert>
      )}
      {versions.data && (
        <Paper variant="outlined" sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate(`${K}.title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{c("version")}</TableCell>
                <TableCell>{c("fileName")}</TableCell>
                <TableCell align="right">{c("size")}</TableCell>
                <TableCell>{c("uploadedBy")}</TableCell>
                <TableCell>{c("createdAt")}</TableCell>
                <TableCell>{c("download")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.data.map((v) => (
                <TableRow key={v.version}>
                  <TableCell>{v.version}</TableCell>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>
                    {v.fileName}
                  </TableCell>
                  <TableCell align="right">{formatBytes(v.size)}</TableCell>
                  <TableCell>
                    {v.uploadedByName ?? translate(`${K}.unknownUser`)}
                  </TableCell>
                  <TableCell>
                    <RelativeTime value={v.createdAt} />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-label={translate(`${K}.download`, {
                        version: v.version,
                      })}
                      onClick={() => onDownload(v.fileName, v.version)}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </section>
  );
}
