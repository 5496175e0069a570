import { Button, IconButton, Stack } from "@mui/material";
import FirstPageIcon from "@mui/icons-material/FirstPage";
import LastPageIcon from "@mui/icons-material/LastPage";
import NavigateBeforeIcon from "@mui/icons-material/NavigateBefore";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import type { PaginationActionsProps } from "react-admin";
import { useTranslate } from "react-admin";
import { pageWindow } from "./pageWindow";

/** Pagination actions with at most 5 page-number buttons (§2); MUI's page is 0-based. */
export function PageWindowActions({
  page,
  rowsPerPage,
  count,
  onPageChange,
}: PaginationActionsProps) {
  const translate = useTranslate();
  const totalPages = Math.max(1, Math.ceil(count / rowsPerPage));
  const current = page + 1;
  const go = (target: number) => (event: React.MouseEvent) =>
    onPageChange(event.nativeEvent, target - 1);
  if (totalPages === 1) return null;

  return (
    <Stack direction="row" alignItems="center" sx={{ ml: 2, flexShrink: 0 }}>
      <IconButton
        size="small"
        onClick={go(1)}
        disabled={current === 1}
        aria-label={translate("app.widgets.pagination.first")}
      >
        <FirstPageIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        onClick={go(current - 1)}
        disabled={current === 1}
        aria-label={translate("app.widgets.pagination.previous")}
      >
        <NavigateBeforeIcon fontSize="small" />
      </IconButton>
      {pageWindow(current, totalPages).map((n) => (
        <Button
          key={n}
          size="small"
          variant={n === current ? "contained" : "text"}
          aria-current={n === current ? "page" : undefined}
          aria-label={translate("app.widgets.pagination.page", { page: n })}
          onClick={go(n)}
          sx={{ minWidth: 32 }}
        >
          {n}
        </Button>
      ))}
      <IconButton
        size="small"
        onClick={go(current + 1)}
        disabled={current === totalPages}
        aria-label={translate("app.widgets.pagination.next")}
      >
        <NavigateNextIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        onClick={go(totalPages)}
        disabled={current === totalPages}
        aria-label={translate("app.widgets.pagination.last")}
      >
        <LastPageIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
