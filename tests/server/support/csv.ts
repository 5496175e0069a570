/** Reading the CSV exports (POST {prefix}/export) in the API tests. */
import { expect } from "vitest";
import type { Res } from "./api";

/** RFC 4180 as csv-stringify writes it: quoted cells may hold commas, quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== "," && c !== "\n")) cell += c;
    else if (c === ",") endCell();
    else {
      endCell();
      rows.push(row);
      row = [];
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** The CSV as records keyed by header, after checking the answer. */
export function csvRecords(res: Res): Record<string, string>[] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/csv/);
  const [header, ...rows] = parseCsv(res.body);
  expect(Number(res.headers["x-total-count"])).toBe(rows.length);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}
