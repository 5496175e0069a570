import { TablePagination } from "@mui/material";
import type { TablePaginationActionsProps } from "@mui/material/TablePaginationActions";
import { PAGE_SIZES } from "../../domain/constants";
import { PageWindowActions } from "./PageWindowActions";

/** react-admin's window of page buttons under MUI's own pagination (its handler takes no event here). */
function WindowActions({
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
      onPageChange={(_event, next) => onPageChange(null, next)}
    />
  );
}

/**
 * §2's paged-table pagination (sizes 10, 25, 50, 100; at most 5 page buttons) for a list whose page
 * is kept in the screen's own state rather than a react-admin list (the task list, the document
 * library). Pages are 1-based here, as the requests send them.
 */
export function StatePagination({
  total,
  page,
  perPage,
  onPage,
  onPerPage,
}: {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...PAGE_SIZES]}
      ActionsComponent={WindowActions}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(e) => onPerPage(Number(e.target.value))}
    />
  );
}
