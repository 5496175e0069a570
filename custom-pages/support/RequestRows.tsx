import type { MouseEvent } from "react";
import {
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
import type { SupportRequestRow } from "../../domain/schemas/support";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { SupportStatusChip } from "../../src/widgets/support/SupportStatusChip";
import {
  requestNumber,
  supportCategoryKey,
} from "../../src/widgets/support/supportLabels";
import { K, requestPath } from "./supportModel";

type Rows = readonly SupportRequestRow[];

function SubjectLink({ row }: { row: SupportRequestRow }) {
  return (
    <Link
      component={LinkBase}
      to={requestPath(row.supportRequestId)}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      sx={{ fontWeight: 500, overflowWrap: "anywhere" }}
    >
      {row.subject}
    </Link>
  );
}

/** Wide screens: the requester's requests as a table; a row's click opens it. */
export function RequestTable({ rows }: { rows: Rows }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const f = (key: string) => translate(`${K}.fields.${key}`);
  return (
    <Paper variant="outlined" sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={translate(`${K}.list.listLabel`)}>
        <TableHead>
          <TableRow>
            <TableCell>{f("number")}</TableCell>
            <TableCell>{f("subject")}</TableCell>
            <TableCell>{f("category")}</TableCell>
            <TableCell>{f("status")}</TableCell>
            <TableCell>{f("updatedAt")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.supportRequestId}
              hover
              onClick={() => navigate(requestPath(row.supportRequestId))}
              sx={{ cursor: "pointer" }}
            >
              <TableCell>{requestNumber(row.number)}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <SubjectLink row={row} />
              </TableCell>
              <TableCell>
                {translate(supportCategoryKey(row.category))}
              </TableCell>
              <TableCell>
                <SupportStatusChip status={row.status} />
              </TableCell>
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

/** Phones: one card a request, the same facts one under another. */
export function RequestCards({ rows }: { rows: Rows }) {
  const translate = useTranslate();
  return (
    <List aria-label={translate(`${K}.list.listLabel`)} disablePadding>
      {rows.map((row) => (
        <ListItem key={row.supportRequestId} disablePadding sx={{ mb: 1 }}>
          <Paper variant="outlined" sx={{ p: 1.5, width: "100%" }}>
            <Stack direction="row" spacing={1} alignItems="center">
              <Typography variant="body2" color="text.secondary">
                {requestNumber(row.number)}
              </Typography>
              <SupportStatusChip status={row.status} />
            </Stack>
            <SubjectLink row={row} />
            <Typography variant="body2" color="text.secondary">
              {translate(supportCategoryKey(row.category))} ·{" "}
              <RelativeTime value={row.updatedAt} />
            </Typography>
          </Paper>
        </ListItem>
      ))}
    </List>
  );
}
