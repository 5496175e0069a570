import { useState } from "react";
import AddIcon from "@mui/icons-material/Add";
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material";
import { keepPreviousData } from "@tanstack/react-query";
import { LinkBase, Title, useGetList, useTranslate } from "react-admin";
import { DEFAULT_PAGE_SIZE } from "../../domain/constants";
import { supportModule } from "../../domain/modules/support";
import type { SupportRequestRow } from "../../domain/schemas/support";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { useSession } from "../../src/session/useSession";
import { StatePagination } from "../../src/widgets/StatePagination";
import { supportChoices } from "../../src/widgets/support/supportLabels";
import { usePageTitle } from "../common/usePageTitle";
import { RequestCards, RequestTable } from "./RequestRows";
import { K, SUPPORT } from "./supportModel";

const LIVE_KEYS = [[SUPPORT]];

/**
 * /support/requests (issue 28): the caller's own requests (the server answers a requester no one
 * else's; support staff, who may read every one, ask for theirs),
 * most recently updated first, filtered by status, paged; a table on wide screens, cards on phones.
 */
export function SupportRequestsPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${K}.list.title`);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const me = useSession()?.user.userId;
  const list = useGetList<SupportRequestRow>(
    SUPPORT,
    {
      pagination: { page, perPage },
      sort: { field: "updatedAt", order: "DESC" },
      // Support staff read every request: "mine" is asked for, not left to the scope.
      filter: { requesterUserId: me, ...(status ? { status } : {}) },
    },
    { placeholderData: keepPreviousData, retry: false, enabled: !!me },
  );
  useLiveRefetch("support", LIVE_KEYS);
  const rows = list.data ?? [];
  const Rows = phone ? RequestCards : RequestTable;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, minWidth: 0 }}>
      <Title title={title} />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Button
          component={LinkBase}
          to={supportModule.pages.request.path}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {translate(`${K}.list.fileOne`)}
        </Button>
      </Stack>
      <TextField
        select
        size="small"
        label={translate(`${K}.fields.status`)}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value);
          setPage(1);
        }}
        sx={{ minWidth: 200, mb: 2 }}
      >
        <MenuItem value="">{translate(`${K}.any`)}</MenuItem>
        {supportChoices(translate).statuses.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {list.isPending && (
        <Typography role="status">{translate(`${K}.list.loading`)}</Typography>
      )}
      {list.error && (
        <Alert severity="error">{translate(`${K}.list.failed`)}</Alert>
      )}
      {!list.isPending && !list.error && rows.length === 0 && (
        <Box sx={{ my: 2 }}>
          <Typography color="text.secondary">
            {translate(`${K}.list.${status ? "noMatch" : "empty"}`)}
          </Typography>
          {!status && (
            <Button component={LinkBase} to={supportModule.pages.request.path}>
              {translate(`${K}.list.fileOne`)}
            </Button>
          )}
        </Box>
      )}
      {rows.length > 0 && <Rows rows={rows} />}
      {list.total !== undefined && list.total > 0 && (
        <StatePagination
          total={list.total}
          page={page}
          perPage={perPage}
          onPage={setPage}
          onPerPage={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        />
      )}
    </Box>
  );
}
SupportRequestsPage.path = supportModule.pages.requests.path;
