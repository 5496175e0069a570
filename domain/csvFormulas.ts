/**
 * CSV injection (OWASP): the cells of every CSV the app writes — the server's streamed exports and the
 * client's — pass here, so a spreadsheet never runs what a user typed as a formula.
 */

/** A CSV row as the client's exporters build it: labelled columns of text or numbers. */
export type CsvCells = Record<string, string | number>;

/**
 * Characters that make a spreadsheet read a cell as a formula: `=`, `+`, `-`, `@`, tab and carriage
 * return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text: a string that would start a formula gets a leading `'`
 * (OWASP's recommendation), so `=HYPERLINK(…)` typed into a name stays a name. Real numbers keep
 * their sign: only what was typed as text (a "-5" in a text field) is prefixed.
 */
export function neutraliseCsvCell<T>(value: T): T | string {
  return typeof value === "string" && FORMULA_START.test(value)
    ? `'${value}`
    : value;
}

/** Every cell of every row made safe (headers come from the i18n messages, not from users). */
export function neutraliseCsvRows(rows: readonly CsvCells[]): CsvCells[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        neutraliseCsvCell(value),
      ]),
    ),
  );
}
