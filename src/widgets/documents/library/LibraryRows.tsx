import type { MouseEvent } from "react";
import {
  Box,
  Chip,
  Link,
  List,
  ListItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { pagePath } from "../../../../domain/modules/defineModule";
import { documentsModule } from "../../../../domain/modules/documents";
import { RelativeTime } from "../../RelativeTime";
import { SearchSnippet } from "../../SearchSnippet";
import { formatBytes } from "../formatBytes";
import { DocumentTypeIcon } from "./DocumentTypeIcon";
import type { LibraryRecord } from "./libraryQuery";
import { RecordLink } from "./RecordLink";

const K = "pages.documents";

export const previewPath = (documentId: string) =>
  pagePath(documentsModule.pages.preview.path, { documentId });

interface RowsProps {
  rows: readonly LibraryRecord[];
  /** A tag chip's click filters the list by it. */
  onTag: (tag: string) => void;
  /** False on a record's own tab, where every row belongs to that record. */
  showRecord?: boolean;
}

/** The title as a link to the preview, its type icon, and where a search matched. */
function TitleCell({ row }: { row: LibraryRecord }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <DocumentTypeIcon contentType={row.contentType} />
        <Link
          component={LinkBase}
          to={previewPath(row.documentId)}
          onClick={(e: MouseEvent) => e.stopPropagation()}
          sx={{ fontWeight: 500, overflowWrap: "anywhere" }}
        >
          {row.title}
        </Link>
      </Stack>
      {row.snippet && <SearchSnippet snippet={row.snippet} sx={{ mt: 0.5 }} />}
    </Box>
  );
}

function Tags({
  tags,
  onTag,
}: {
  tags: readonly string[];
  onTag: RowsProps["onTag"];
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {tags.map((tag) => (
        <Chip
          key={tag}
          size="small"
          label={tag}
          aria-label={translate(`${K}.filterByTag`, { tag })}
          onClick={(e) => {
            e.stopPropagation();
            onTag(tag);
          }}
        />
      ))}
    </Stack>
  );
}

/** Wide screens: a table; a row's click opens the preview, as its title link does. */
export function LibraryTable({ rows, onTag, showRecord = true }: RowsProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const c = (key: string) => translate(`${K}.columns.${key}`);
  return (
    <Paper variant="outlined" sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={translate(`${K}.listLabel`)}>
        <TableHead>
          <TableRow>
            <TableCell>{c("title")}</TableCell>
            <TableCell>{c("tags")}</TableCell>
            {showRecord && <TableCell>{c("record")}</TableCell>}
            <TableCell>{c("owner")}</TableCell>
            <TableCell align="right">{c("size")}</TableCell>
            <TableCell align="right">{c("version")}</TableCell>
            <TableCell>{c("updatedAt")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.documentId}
              hover
              onClick={() => navigate(previewPath(row.documentId))}
              sx={{ cursor: "pointer", verticalAlign: "top" }}
            >
              <TableCell sx={{ minWidth: 220 }}>
                <TitleCell row={row} />
              </TableCell>
              <TableCell>
                <Tags tags={row.tags} onTag={onTag} />
              </TableCell>
              {showRecord && (
                <TableCell>
                  <RecordLink modelType={row.modelType} modelId={row.modelId} />
                </TableCell>
              )}
              <TableCell>{row.ownerName ?? ""}</TableCell>
              <TableCell align="right">{formatBytes(row.size)}</TableCell>
              <TableCell align="right">{row.version}</TableCell>
              <TableCell>
                <RelativeTime value={row.updatedAt} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** Phones: one card a document, the same facts one under another. */
export function LibraryCards({ rows, onTag, showRecord = true }: RowsProps) {
  const translate = useTranslate();
  return (
    <List aria-label={translate(`${K}.listLabel`)} disablePadding>
      {rows.map((row) => (
        <ListItem key={row.documentId} disablePadding sx={{ mb: 1 }}>
          <Paper variant="outlined" sx={{ p: 1.5, width: "100%" }}>
            <TitleCell row={row} />
            <Box sx={{ my: 0.5 }}>
              <Tags tags={row.tags} onTag={onTag} />
            </Box>
            <Typography variant="body2" color="text.secondary" component="div">
              {showRecord && (
                <>
                  <RecordLink modelType={row.modelType} modelId={row.modelId} />
                  {" · "}
                </>
              )}
              {row.ownerName ? `${row.ownerName} · ` : ""}
              {formatBytes(row.size)} ·{" "}
              {translate(`${K}.versionShort`, { version: row.version })} ·{" "}
              <RelativeTime value={row.updatedAt} />
            </Typography>
          </Paper>
        </ListItem>
      ))}
    </List>
  );
}
