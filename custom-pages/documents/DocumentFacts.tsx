import type { ReactNode } from "react";
import { Box, Chip, Stack, Tooltip, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { DocumentRow } from "../../domain/schemas/libraryDocument";
import { BookmarkToggle } from "../../src/widgets/BookmarkToggle";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { formatBytes } from "../../src/widgets/documents/formatBytes";
import { DocumentTypeIcon } from "../../src/widgets/documents/library/DocumentTypeIcon";
import { RecordLink } from "../../src/widgets/documents/library/RecordLink";
import { RichTextView } from "../../src/widgets/richText/RichTextView";

const K = "pages.documents.facts";
/** Enough of the SHA-256 to compare by eye; the whole of it in the tooltip. */
const SHA_SHOWN = 12;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, overflowWrap: "anywhere" }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** The preview page's head: title, bookmark, description, tags and the file's facts. */
export function DocumentFacts({ doc }: { doc: DocumentRow }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`${K}.${key}`);
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center">
        <DocumentTypeIcon contentType={doc.contentType} />
        <Typography
          component="h1"
          variant="h5"
          sx={{ overflowWrap: "anywhere", flex: 1 }}
        >
          {doc.title}
        </Typography>
        <BookmarkToggle
          modelType="document"
          modelId={doc.documentId}
          name={doc.title}
        />
      </Stack>
      {doc.tags.length > 0 && (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          flexWrap="wrap"
          sx={{ mt: 1 }}
          aria-label={f("tags")}
        >
          {doc.tags.map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
        </Stack>
      )}
      {doc.description && (
        <RichTextView html={doc.description} sx={{ mt: 1 }} />
      )}
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
          gap: 1.5,
          mt: 2,
          mb: 0,
        }}
      >
        <Fact label={f("record")}>
          <RecordLink modelType={doc.modelType} modelId={doc.modelId} />
        </Fact>
        <Fact label={f("owner")}>{doc.ownerName ?? ""}</Fact>
        <Fact label={f("fileName")}>{doc.fileName}</Fact>
        <Fact label={f("size")}>{formatBytes(doc.size)}</Fact>
        <Fact label={f("version")}>{doc.version}</Fact>
        <Fact label={f("sha256")}>
          <Tooltip title={doc.sha256}>
            <Box component="span" sx={{ fontFamily: "monospace" }}>
              {doc.sha256.slice(0, SHA_SHOWN)}
            </Box>
          </Tooltip>
        </Fact>
        <Fact label={f("updatedAt")}>
          <RelativeTime value={doc.updatedAt} />
        </Fact>
      </Box>
    </Box>
  );
}
