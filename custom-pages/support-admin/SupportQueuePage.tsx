import { useState } from "react";
import { Alert, Box, Typography } from "@mui/material";
import { keepPreviousData } from "@tanstack/react-query";
import { Title, useGetList, useTranslate } from "react-admin";
import { DEFAULT_PAGE_SIZE } from "../../domain/constants";
import { adminSupportModule } from "../../domain/modules/adminSupport";
import type { SupportRequestRow } from "../../domain/schemas/support";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { StatePagination } from "../../src/widgets/StatePagination";
import { usePageTitle } from "../common/usePageTitle";
import { QueueFilterBar } from "./QueueFilterBar";
import type { QueueFilters } from "./queueModel";
import { DEFAULT_FILTERS, K, queueSearch, SUPPORT } from "./queueModel";
import { QueueTable } from "./QueueTable";

const LIVE_KEYS = [[SUPPORT]];

/**
 * /admin/support (issue 28, modify-support): every request, the open ones first by default, most
 * recently updated first; filtered by status, priority, category and assignee, searched by subject,
 * number and description. New requests and changes arrive live ("support").
 */
export function SupportQueuePage() {
  const translate = useTranslate();
  const title = usePageTitle(`${K}.title`);
  const [filters, setFilters] = useState<QueueFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const { filter, body } = queueSearch(filters);
  const list = useGetList<SupportRequestRow>(
    SUPPORT,
    {
      pagination: { page, perPage },
      sort: { field: "updatedAt", order: "DESC" },
      filter,
      meta: { body },
    },
    { placeholderData: keepPreviousData, retry: false },
  );
  useLiveRefetch("support", LIVE_KEYS);
  const rows = list.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <QueueFilterBar
        filters={filters}
        onChange={(change) => {
          setFilters((f) => ({ ...f, ...change }));
          setPage(1);
        }}
      />
      {list.isPending && (
        <Typography role="status">{translate(`${K}.loading`)}</Typography>
      )}
      {list.error && <Alert severity="error">{translate(`${K}.failed`)}</Alert>}
      {!list.isPending && !list.error && rows.length === 0 && (
        <Typography color="text.secondary">
          {translate(`${K}.empty`)}
        </Typography>
      )}
      {rows.length > 0 && <QueueTable rows={rows} />}
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
SupportQueuePage.path = adminSupportModule.pages.queue.path;
