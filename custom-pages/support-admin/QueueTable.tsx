import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { pagePath } from "../../domain/modules/defineModule";
import { supportModule } from "../../domain/modules/support";
import type { SupportRequestRow } from "../../domain/schemas/support";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { SupportStatusChip } from "../../src/widgets/support/SupportStatusChip";
import {
  requestNumber,
  supportCategoryKey,
  supportPriorityKey,
} from "../../src/widgets/support/supportLabels";
import { K } from "./queueModel";

const COLUMNS = [
  "number",
  "subject",
  "requester",
  "category",
  "priority",
  "status",
  "assignee",
  "updatedAt",
] as const;

const requestPath = (supportRequestId: string) =>
  pagePath(supportModule.pages.show.path, { supportRequestId });

/**
 * The queue's rows; a row (or Enter on it) opens the request. On phones the table scrolls sideways
 * inside its frame, number and subject first.
 */
export function QueueTable({ rows }: { rows: readonly SupportRequestRow[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={translate(`${K}.listLabel`)}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>
                {translate(`pages.support.fields.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const open = () => navigate(requestPath(row.supportRequestId));
            return (
              <TableRow
                key={row.supportRequestId}
                hover
                tabIndex={0}
                onClick={open}
                onKeyDown={(e) => {
                  if (e.key === "Enter") open();
                }}
                sx={{ cursor: "pointer" }}
              >
                <TableCell>{requestNumber(row.number)}</TableCell>
                <TableCell sx={{ minWidth: 200, overflowWrap: "anywhere" }}>
                  {row.subject}
                </TableCell>
                <TableCell>{row.requesterName ?? ""}</TableCell>
                <TableCell>
                  {translate(supportCategoryKey(row.category))}
                </TableCell>
                <TableCell>
                  {translate(supportPriorityKey(row.priority))}
                </TableCell>
                <TableCell>
                  <SupportStatusChip status={row.status} />
                </TableCell>
                <TableCell>
                  {row.assigneeName ?? translate("pages.support.unassigned")}
                </TableCell>
                <TableCell>
                  <RelativeTime value={row.updatedAt} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
