import type { TablePaginationActionsProps } from "@mui/material/TablePaginationActions";
import { PageWindowActions } from "../../src/widgets/PageWindowActions";

/** The app's page window (at most 5 page buttons, §2) under MUI's own TablePagination. */
export function WindowActions({
  page,
  rowsPerPage,
  count,
  onPageChange,
}: TablePaginationActionsProps) {
  return (
    <PageWindowActions
      page={page}
      rowsPerPage={rowsPerPage}
      count={count}
      onPageChange={(_, next) => onPageChange(null, next)}
    />
  );
}
