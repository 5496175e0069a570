/**
 * The streamed CSV export of a list (POST {prefix}/export): the list's search body without paging,
 * sent with the session's headers; the server answers every matching row, scoped and filtered as the
 * list is, with the row count first (X-Total-Count). The body is read as it arrives, so the page can
 * show progress, and kept as the file's parts (never parsed into records); only the header row is
 * rewritten, from field names to the list's translated column labels.
 */
import type { SortPayload } from "react-admin";
import { searchBody } from "../../providers/contractMapping";
import {
  API_URL,
  handleUnauthorized,
  toHttpError,
} from "../../providers/httpClient";
import { resourceConfig } from "../../providers/resourceMap";
import { readSession } from "../../providers/session";

export const EXPORT_TOTAL_HEADER = "X-Total-Count";

export interface ExportProgress {
  /** Rows received so far (data rows, the header left out). */
  rows: number;
  /** What the server announced; null when it did not. */
  total: number | null;
}

export interface CsvExportRequest {
  resource: string;
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** `meta.body` adds keys to the body, as for the list's search. */
  meta?: unknown;
  signal?: AbortSignal;
  onProgress?(progress: ExportProgress): void;
  /** The label of a column from its field name (default: the name). */
  label?(field: string): string;
}

export interface CsvExportResult extends ExportProgress {
  blob: Blob;
}

/** A header cell from the server is a plain field name, or quoted when it holds a comma or quote. */
const unquote = (cell: string) =>
  cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
const quote = (cell: string) =>
  /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;

/** Splits a header line on commas outside quotes. */
function headerCells(line: string): string[] {
  const cells: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === "," && !quoted) {
      cells.push(line.slice(start, i));
      start = i + 1;
    }
  }
  cells.push(line.slice(start));
  return cells.map(unquote);
}

/** Counts record ends in a chunk (a newline inside a quoted cell is counted too: progress only). */
const newlines = (chunk: Uint8Array) => {
  let n = 0;
  for (const byte of chunk) if (byte === 10) n++;
  return n;
};

async function failure(response: Response): Promise<never> {
  const text = await response.text();
  let body: { code?: number; message?: string } | null = null;
  try {
    body = text ? (JSON.parse(text) as typeof body) : null;
  } catch {
    body = null;
  }
  if (response.status === 401) handleUnauthorized();
  throw toHttpError(response.status, body);
}

/** Fetches the whole export of a list as a CSV Blob, reporting progress as rows arrive. */
export async function fetchCsvExport(
  request: CsvExportRequest,
): Promise<CsvExportResult> {
  const config = resourceConfig(request.resource);
  const {
    pageNumber: _page,
    pageSize: _size,
    ...body
  } = searchBody({
    filter: request.filter,
    sort: request.sort,
    meta: request.meta,
  });
  const headers = new Headers({
    Accept: "text/csv, application/json",
    "Content-Type": "application/json",
  });
  const session = readSession();
  if (session) {
    headers.set("Authorization", `Bearer ${session.token}`);
    headers.set("X-User-Id", session.user.userId);
    if (session.user.email) headers.set("X-User-Email", session.user.email);
  }
  const response = await fetch(`${API_URL}${config.prefix}/export`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    signal: request.signal,
  });
  if (!response.ok) return failure(response);

  const announced = Number(response.headers.get(EXPORT_TOTAL_HEADER));
  const total = Number.isFinite(announced) && response.headers.has(EXPORT_TOTAL_HEADER) ? announced : null; // prettier-ignore
  const parts: BlobPart[] = [];
  const decoder = new TextDecoder();
  let head = "";
  let headerDone = false;
  let rows = 0;
  const label = request.label ?? ((field: string) => field);
  const take = (chunk: Uint8Array) => {
    if (!headerDone) {
      // The header row is rewritten once whole; the rest passes through as bytes.
      head += decoder.decode(chunk, { stream: true });
      const end = head.indexOf("\n");
      if (end < 0) return;
      headerDone = true;
      const labels = headerCells(head.slice(0, end).replace(/\r$/, ""));
      parts.push(`${labels.map((f) => quote(label(f))).join(",")}\n`);
      const rest = head.slice(end + 1);
      parts.push(rest);
      rows += rest.split("\n").length - 1;
    } else {
      // A copy typed as a Blob part (the reader's chunk may view a shared buffer).
      parts.push(new Uint8Array(chunk));
      rows += newlines(chunk);
    }
    request.onProgress?.({ rows: total === null ? rows : Math.min(rows, total), total }); // prettier-ignore
  };
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      take(value);
    }
  } else take(new Uint8Array(await response.arrayBuffer()));
  if (!headerDone && head) take(new TextEncoder().encode("\n"));
  return { blob: new Blob(parts, { type: "text/csv;charset=utf-8" }), rows, total }; // prettier-ignore
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
