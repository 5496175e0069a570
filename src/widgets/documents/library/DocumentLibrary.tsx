import { useState } from "react";
import type { ReactNode } from "react";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material";
import { useTranslate } from "react-admin";
import { useSession } from "../../../session/useSession";
import { LibraryFilterBar } from "./LibraryFilterBar";
import type {
  LibraryFilters,
  LibraryRequest,
  LibraryScope,
} from "./libraryQuery";
import { FIRST_REQUEST, NO_FILTERS, useDocumentLibrary } from "./libraryQuery";
import { StatePagination } from "../../StatePagination";
import { LibraryCards, LibraryTable } from "./LibraryRows";
import { UploadDocumentsDialog } from "./UploadDocumentsDialog";

const K = "pages.documents";

/**
 * The document library's list (issue 26), for /documents and a record's documents tab (`scope`):
 * filters, search with snippets (ranked while searching), sort, pages, a table on wide screens and
 * cards on phones, and the upload dialog (into `scope`'s record when given) for those who may.
 */
export function DocumentLibrary({
  scope,
  canUpload = true,
  heading,
}: {
  scope?: LibraryScope;
  canUpload?: boolean;
  /** The page's heading, beside the upload button. */
  heading: ReactNode;
}) {
  const translate = useTranslate();
  const me = useSession()?.user.userId;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const [request, setRequest] = useState<LibraryRequest>(FIRST_REQUEST);
  const [uploading, setUploading] = useState(false);
  const list = useDocumentLibrary(request, me, scope);

  const onFilters = (change: Partial<LibraryFilters>) =>
    setRequest((r) => {
      const filters = { ...r.filters, ...change };
      // A new search reads best by relevance; leaving the search leaves relevance too.
      const wasSearching = r.filters.searchTerm.trim() !== "";
      const searching = filters.searchTerm.trim() !== "";
      const sort =
        searching && !wasSearching
          ? "relevance"
          : !searching && r.sort === "relevance"
            ? FIRST_REQUEST.sort
            : r.sort;
      return { ...r, filters, sort, page: 1 };
    });
  const rows = list.data?.data ?? [];
  const filtered =
    JSON.stringify(request.filters) !== JSON.stringify(NO_FILTERS);
  const Rows = phone ? LibraryCards : LibraryTable;

  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        justifyContent="space-between"
        sx={{ mb: 1 }}
      >
        {heading}
        {canUpload && (
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            onClick={() => setUploading(true)}
          >
            {translate(`${K}.uploadButton`)}
          </Button>
        )}
      </Stack>
      <LibraryFilterBar
        request={request}
        fixedRecord={!!scope}
        onFilters={onFilters}
        onSort={(sort, descending) =>
          setRequest((r) => ({ ...r, sort, descending, page: 1 }))
        }
      />
      {list.isPending && (
        <Typography role="status">{translate(`${K}.loading`)}</Typography>
      )}
      {list.isFetching && !list.isPending && (
        <LinearProgress aria-label={translate(`${K}.loading`)} sx={{ mb: 1 }} />
      )}
      {list.error && (
        <Alert severity="error">
          {list.error.message || translate(`${K}.failed`)}
        </Alert>
      )}
      {list.data && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate(`${K}.${filtered ? "noMatch" : "empty"}`)}
        </Typography>
      )}
      {rows.length > 0 && (
        <Rows
          rows={rows}
          onTag={(tag) => onFilters({ tag })}
          showRecord={!scope}
        />
      )}
      {list.data && (
        <StatePagination
          total={list.data.total ?? 0}
          page={request.page}
          perPage={request.perPage}
          onPage={(page) => setRequest((r) => ({ ...r, page }))}
          onPerPage={(perPage) =>
            setRequest((r) => ({ ...r, perPage, page: 1 }))
          }
        />
      )}
      {uploading && (
        <UploadDocumentsDialog
          target={scope}
          onClose={() => setUploading(false)}
        />
      )}
    </Box>
  );
}
