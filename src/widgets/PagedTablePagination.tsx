import type { PaginationProps } from "react-admin";
import { Pagination } from "react-admin";
import { PAGE_SIZES } from "../../domain/constants";
import { PageWindowActions } from "./PageWindowActions";

/**
 * The paged-table pagination of §2: page sizes 10, 25, 50, 100 (lists default to 10 via their
 * perPage) and a window of at most 5 page buttons. Use as <List pagination={<PagedTablePagination />}>.
 */
export function PagedTablePagination(props: PaginationProps) {
  return (
    <Pagination
      rowsPerPageOptions={[...PAGE_SIZES]}
      actions={PageWindowActions}
      {...props}
    />
  );
}
