import type { CsvRow } from "./useCsvExporter";

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): `=`, `+`,
 * `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text: a string that would start a formula gets a leading `'`
 * (OWASP's recommendation), so `=HYPERLINK(…)` typed into a name stays a name. Real numbers keep
 * their sign: only what was typed as text (a "-5" in a text field) is prefixed.
 */
export function neutraliseCsvCell(value: string | number): string | number {
  return typeof value === "string" && FORMULA_START.test(value)
    ? `'${value}`
    : value;
}

/** Every cell of every row made safe (headers come from the i18n messages, not from users). */
export function neutraliseCsvRows(rows: readonly CsvRow[]): CsvRow[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        neutraliseCsvCell(value),
      ]),
    ),
  );
}
