import { useState } from "react";
import {
  Alert,
  Box,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from "@mui/material";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  ReferenceField,
  TextField,
  useDataProvider,
  useTranslate,
} from "react-admin";
import { apiKeysModule } from "../../domain/modules/services";
import type { ApiKeyCallRow } from "../../domain/schemas/service";
import type { ServiceDataProvider } from "../../providers/serviceMethods";
import { StatePagination } from "../../src/widgets/StatePagination";
import { formatDateTime, K } from "./serviceKeys";

const C = `${K}.calls`;
const OUTCOMES = ["all", "success", "error"] as const;
type Outcome = (typeof OUTCOMES)[number];
const COLUMNS = [
  "at",
  "key",
  "method",
  "path",
  "status",
  "address",
  "duration",
];
const DEFAULT_PAGE_SIZE = 10;

function CallRow({ call }: { call: ApiKeyCallRow }) {
  const translate = useTranslate();
  const failed = call.status >= 400;
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        {formatDateTime(call.at)}
      </TableCell>
      <TableCell>
        <ReferenceField
          record={call}
          source="apiKeyId"
          reference={apiKeysModule.name}
          link={false}
        >
          <TextField source="name" />
        </ReferenceField>
      </TableCell>
      <TableCell>{call.method}</TableCell>
      <TableCell sx={{ minWidth: 160, overflowWrap: "anywhere" }}>
        <Box component="code" sx={{ fontFamily: "monospace" }}>
          {call.path}
        </Box>
      </TableCell>
      <TableCell sx={{ color: failed ? "error.main" : undefined }}>
        {call.status}
      </TableCell>
      <TableCell>{call.address ?? ""}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
        {translate(`${C}.durationMs`, { ms: call.durationMs })}
      </TableCell>
    </TableRow>
  );
}

/**
 * The organisation's record of calls, newest first, paged on the server and filtered by outcome
 * (2xx/3xx succeeded, 4xx/5xx failed). The record is append-only: nothing here changes it.
 */
export function CallRecord({
  serviceOrganizationId,
}: {
  serviceOrganizationId: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDataProvider>();
  const [outcome, setOutcome] = useState<Outcome>("all");
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const query = useQuery({
    queryKey: [
      "services",
      "calls",
      serviceOrganizationId,
      outcome,
      page,
      perPage,
    ],
    queryFn: ({ signal }) =>
      dataProvider.searchApiKeyCalls(
        serviceOrganizationId,
        {
          pageNumber: page,
          pageSize: perPage,
          ...(outcome === "all" ? {} : { outcome }),
        },
        signal,
      ),
    // The rows stay while the next page loads: the pagination does not jump.
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  return (
    <>
      <MuiTextField
        select
        size="small"
        label={translate(`${C}.outcome`)}
        value={outcome}
        onChange={(e) => {
          setOutcome(e.target.value as Outcome);
          setPage(1);
        }}
        sx={{ minWidth: 180, mb: 1 }}
      >
        {OUTCOMES.map((o) => (
          <MenuItem key={o} value={o}>
            {translate(`${C}.outcomes.${o}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      {query.isError ? (
        <Alert severity="error">{translate(`${C}.failed`)}</Alert>
      ) : query.isPending ? (
        <LinearProgress aria-label={translate("ra.page.loading")} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">
          {translate(`${C}.empty`)}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate(`${C}.title`)}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c}
                    align={c === "duration" ? "right" : "left"}
                  >
                    {translate(`${C}.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((call) => (
                <CallRow key={call.id} call={call} />
              ))}
            </TableBody>
          </Table>
          <StatePagination
            total={query.data?.total ?? 0}
            page={page}
            perPage={perPage}
            onPage={setPage}
            onPerPage={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        </Paper>
      )}
    </>
  );
}
