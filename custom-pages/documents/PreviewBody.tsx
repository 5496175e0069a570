import { lazy, Suspense, useEffect, useState } from "react";
import DownloadIcon from "@mui/icons-material/Download";
import { Alert, Box, Button, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import {
  FileLoading,
  InlineFile,
} from "../../src/widgets/documents/InlineFile";
import { LIBRARY_DOCUMENT_LIMITS } from "../../domain/documentLimits";
import type { DocumentRow } from "../../domain/schemas/libraryDocument";
import { errorMessage } from "../../src/forms/serverErrors";
import { useDocumentBlob } from "./useDocumentFile";

const K = "pages.documents.preview";
/** Plain text is shown up to this much; the rest is a download away. */
export const TEXT_PREVIEW_BYTES = 200 * 1024;

const CsvTable = lazy(() =>
  import("./CsvTable").then((m) => ({ default: m.CsvTable })),
);

type PreviewKind = "pdf" | "image" | "text" | "csv" | null;

export function previewKind(contentType: string): PreviewKind {
  if (!LIBRARY_DOCUMENT_LIMITS.inlineTypes.includes(contentType)) return null;
  if (contentType === "application/pdf") return "pdf";
  if (contentType.startsWith("image/")) return "image";
  if (contentType === "text/csv") return "csv";
  if (contentType === "text/plain") return "text";
  return null;
}

/** A blob: URL for as long as the element showing it is mounted. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    // The URL is a browser resource made and revoked with the blob (StrictMode's second mount
    // makes a fresh one), so the state follows it here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The first TEXT_PREVIEW_BYTES of a text file, decoded as UTF-8 (the server checked it is). */
function TextPreview({ blob, label }: { blob: Blob; label: string }) {
  const translate = useTranslate();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void blob
      .slice(0, TEXT_PREVIEW_BYTES)
      .text()
      .then((t) => live && setText(t));
    return () => {
      live = false;
    };
  }, [blob]);
  if (text === null) return <FileLoading label={label} />;
  return (
    <>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        sx={{
          m: 0,
          p: 2,
          maxHeight: "70vh",
          overflow: "auto",
          bgcolor: "action.hover",
          borderRadius: 1,
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
        }}
      >
        {text}
      </Box>
      {blob.size > TEXT_PREVIEW_BYTES && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${K}.textCut`, { kb: TEXT_PREVIEW_BYTES / 1024 })}
        </Typography>
      )}
    </>
  );
}

function Viewer({
  blob,
  doc,
  label,
}: {
  blob: Blob;
  doc: DocumentRow;
  label: string;
}) {
  const kind = previewKind(doc.contentType);
  const url = useObjectUrl(
    kind === "pdf" || kind === "image" ? blob : undefined,
  );
  if (kind === "text") return <TextPreview blob={blob} label={label} />;
  if (kind === "csv")
    return (
      <Suspense fallback={<FileLoading label={label} />}>
        <CsvTable blob={blob} label={label} />
      </Suspense>
    );
  if (!url) return <FileLoading label={label} />;
  return (
    <InlineFile url={url} pdf={kind === "pdf"} label={label} alt={doc.title} />
  );
}

/**
 * The document itself, in the page: a PDF in the browser's viewer, an image, plain text (its first
 * 200 KB) or a CSV as a table (its first 1,000 rows); any other type is a download.
 */
export function PreviewBody({
  doc,
  onDownload,
}: {
  doc: DocumentRow;
  onDownload: () => void;
}) {
  const translate = useTranslate();
  const kind = previewKind(doc.contentType);
  const content = useDocumentBlob(doc.documentId, doc.version, kind !== null);
  const label = translate(`${K}.label`, { name: doc.title });
  if (!kind)
    return (
      <Box sx={{ p: 2, textAlign: "center" }}>
        <Typography sx={{ mb: 1 }}>{translate(`${K}.none`)}</Typography>
        <Button startIcon={<DownloadIcon />} onClick={onDownload}>
          {translate("pages.documents.actions.download")}
        </Button>
      </Box>
    );
  if (content.error)
    return (
      <Alert severity="error">
        {errorMessage(content.error) || translate(`${K}.failed`)}
      </Alert>
    );
  if (!content.data) return <FileLoading label={label} />;
  return <Viewer blob={content.data} doc={doc} label={label} />;
}
