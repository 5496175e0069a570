import { useEffect, useState } from "react";
import {
  Alert,
  Box,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";

const K = "pages.documents.preview";
/** The table shows the header and this many rows under it. */
export const CSV_PREVIEW_ROWS = 1000;

interface Parsed {
  header: string[];
  rows: string[][];
  more: boolean;
}

/** Parses the file's first rows with papaparse, loaded with this chunk (only CSV previews need it). */
async function parseCsv(blob: Blob): Promise<Parsed> {
  const [{ default: Papa }, text] = await Promise.all([
    import("papaparse"),
    blob.text(),
  ]);
  // One more than shown (and the header): whether there is more to say so.
  const result = Papa.parse<string[]>(text, {
    preview: CSV_PREVIEW_ROWS + 2,
    skipEmptyLines: true,
  });
  const [header = [], ...rest] = result.data;
  return {
    header,
    rows: rest.slice(0, CSV_PREVIEW_ROWS),
    more: rest.length > CSV_PREVIEW_ROWS,
  };
}

/** A CSV file as a table: its first line as the header, then its first 1,000 rows. */
export function CsvTable({ blob, label }: { blob: Blob; label: string }) {
  const translate = useTranslate();
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    parseCsv(blob).then(
      (p) => live && setParsed(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [blob]);
  if (failed) return <Alert severity="error">{translate(`${K}.failed`)}</Alert>;
  if (!parsed)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", p: 4 }}>
        <CircularProgress aria-label={label} />
      </Box>
    );
  return (
    <>
      <Paper variant="outlined" sx={{ maxHeight: "70vh", overflow: "auto" }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              {parsed.header.map((cell, i) => (
                <TableCell key={i}>{cell}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {parsed.rows.map((row, r) => (
              <TableRow key={r}>
                {row.map((cell, i) => (
                  <TableCell key={i}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {parsed.more && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${K}.csvCut`, {
            rows: CSV_PREVIEW_ROWS.toLocaleString("en"),
          })}
        </Typography>
      )}
    </>
  );
}
