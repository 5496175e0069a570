import { useEffect, useRef, useState } from "react";
import { Box, IconButton, LinearProgress, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/GetApp";
import CloseIcon from "@mui/icons-material/Close";
import {
  Button,
  useListContext,
  useNotify,
  useResourceContext,
  useTranslate,
} from "react-admin";
import type { ExportProgress } from "./csvExport";
import { fetchCsvExport, saveFile } from "./csvExport";

/** The downloaded file's name: the list's resource without its menu path ("vehicles.csv"). */
const fileNameOf = (resource: string) =>
  `${resource.split("/").filter(Boolean).pop() ?? "export"}.csv`;

const isAbort = (e: unknown) =>
  (e instanceof DOMException || e instanceof Error) && e.name === "AbortError";

/**
 * The list toolbar's Export: every row matching the list's filters (not react-admin's first 1,000),
 * streamed by the server (POST {prefix}/export) with a progress bar in the page while it arrives,
 * then saved as `{fileName}.csv`. Columns are labelled with the resource's field labels.
 */
export function StreamedExportButton({
  fileName,
  meta,
}: {
  /** Default: the last segment of the resource name. */
  fileName?: string;
  /** Extra search-body keys (`meta.body`), as the list sends them. */
  meta?: unknown;
}) {
  const list = useListContext();
  const { filter, filterValues, sort, total } = list;
  const resource = useResourceContext() ?? list.resource;
  const translate = useTranslate();
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page stops the download.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total: null });
    try {
      const result = await fetchCsvExport({
        resource,
        filter: filter ? { ...filterValues, ...filter } : filterValues,
        sort,
        meta,
        signal: controller.signal,
        onProgress: setProgress,
        label: (field) =>
          translate(`resources.${resource}.fields.${field}`, { _: field }),
      });
      saveFile(result.blob, fileName ?? fileNameOf(resource));
      if (result.total !== null && result.rows < result.total)
        notify("app.widgets.export.incomplete", {
          type: "warning",
          messageArgs: { rows: result.rows, total: result.total },
        });
    } catch (e) {
      if (!isAbort(e))
        notify(e instanceof Error ? e.message : String(e), { type: "error" });
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
    }
  };

  const share = progress?.total
    ? Math.round((100 * progress.rows) / progress.total)
    : null;
  return (
    <>
      <Button
        label="ra.action.export"
        onClick={start}
        disabled={progress !== null || total === 0}
      >
        <DownloadIcon />
      </Button>
      {progress && (
        <Box
          role="status"
          sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 220 }}
        >
          <Box sx={{ flex: 1 }}>
            <LinearProgress
              variant={share === null ? "indeterminate" : "determinate"}
              value={share ?? undefined}
            />
            <Typography variant="caption">
              {progress.total === null
                ? translate("app.widgets.export.progressUnknown", {
                    rows: progress.rows.toLocaleString(),
                  })
                : translate("app.widgets.export.progress", {
                    rows: progress.rows.toLocaleString(),
                    total: progress.total.toLocaleString(),
                  })}
            </Typography>
          </Box>
          <IconButton
            size="small"
            aria-label={translate("app.widgets.export.cancel")}
            onClick={() => abort.current?.abort()}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </>
  );
}
