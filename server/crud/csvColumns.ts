/**
 * The columns of an entity's CSV export: its `csvColumns`, or by default every scalar field of its row
 * schema (nested objects and lists, which a cell cannot hold, are left out, as are the `_id`/`id`
 * copies of the entity's own id field). Cells are neutralised against spreadsheet formulas.
 */
import { z } from "zod";
import { neutraliseCsvCell } from "../../domain/csvFormulas";
import type { Db } from "../db/client";

/** What every cell of an export may read besides its row. */
export interface CsvCellContext {
  /** The operator's time zone (TRIP_TIME_ZONE): instants are written as its local date and time. */
  timeZone: string;
}

/**
 * The names of referenced records by id (facilities, drivers…), loaded once per export batch for
 * every id the batch's rows hold: one query per lookup and batch, never one per row.
 */
export type CsvLookup = (
  db: Db,
  ids: readonly string[],
) => Promise<ReadonlyMap<string, string>>;

/**
 * A column of an export. With `lookup`, `value` answers a referenced record's id and the cell holds
 * that record's name (empty when there is no id or no such record).
 */
export interface CsvColumn {
  /** A field key: the client labels it with `resources.<resource>.fields.<header>`. */
  header: string;
  value(row: Record<string, unknown>, cx: CsvCellContext): unknown;
  lookup?: CsvLookup;
}

export type CsvColumnSpec = string | CsvColumn;

/** Wrappers whose inner schema decides what the field holds. */
const WRAPPERS = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "readonly",
  "catch",
  "nonoptional",
]);
const NOT_A_CELL = new Set([
  "object",
  "array",
  "record",
  "map",
  "set",
  "tuple",
  "unknown",
  "any",
]);

interface Def {
  type: string;
  innerType?: z.ZodType;
  out?: z.ZodType;
}

function isScalar(schema: z.ZodType): boolean {
  let def = schema._zod.def as Def;
  for (let guard = 0; guard < 10; guard++) {
    if (WRAPPERS.has(def.type) && def.innerType)
      def = def.innerType._zod.def as Def;
    else if (def.type === "pipe" && def.out) def = def.out._zod.def as Def;
    else break;
  }
  return !NOT_A_CELL.has(def.type);
}

const field = (key: string): CsvColumn => ({
  header: key,
  value: (row) => row[key],
});

/** The export's columns for this entity. */
export function csvColumnsOf(config: {
  csvColumns?: readonly CsvColumnSpec[];
  rowSchema: z.ZodType;
  idField: string;
}): CsvColumn[] {
  if (config.csvColumns)
    return config.csvColumns.map((c) => (typeof c === "string" ? field(c) : c));
  if (!(config.rowSchema instanceof z.ZodObject))
    throw new Error("A default CSV export needs an object row schema.");
  const shape = config.rowSchema.shape as Record<string, z.ZodType>;
  return Object.entries(shape)
    .filter(
      ([key, schema]) => key !== "_id" && key !== "id" && isScalar(schema),
    )
    .map(([key]) => field(key));
}

const idOf = (value: unknown) =>
  typeof value === "string" && value !== "" ? value : null;

/** The names every lookup column of the batch needs, one query per distinct lookup. */
export async function loadCsvNames(
  db: Db,
  columns: readonly CsvColumn[],
  rows: readonly Record<string, unknown>[],
  cx: CsvCellContext,
): Promise<Map<CsvLookup, ReadonlyMap<string, string>>> {
  const wanted = new Map<CsvLookup, Set<string>>();
  for (const c of columns) {
    if (!c.lookup) continue;
    const ids = wanted.get(c.lookup) ?? new Set<string>();
    for (const row of rows) {
      const id = idOf(c.value(row, cx));
      if (id) ids.add(id);
    }
    wanted.set(c.lookup, ids);
  }
  const loaded = await Promise.all(
    [...wanted].map(async ([lookup, ids]) => {
      const names = ids.size ? await lookup(db, [...ids]) : new Map<string, string>(); // prettier-ignore
      return [lookup, names] as const;
    }),
  );
  return new Map(loaded);
}

/** The value of one column for one row, a looked-up id replaced by its name. */
export function csvValue(
  column: CsvColumn,
  row: Record<string, unknown>,
  cx: CsvCellContext,
  names: ReadonlyMap<CsvLookup, ReadonlyMap<string, string>>,
): unknown {
  const value = column.value(row, cx);
  if (!column.lookup) return value;
  const id = idOf(value);
  return id ? (names.get(column.lookup)?.get(id) ?? "") : "";
}

/** One cell: text a spreadsheet shows as text; dates as ISO 8601; a stray object as JSON. */
export function csvCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "boolean") return value;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return neutraliseCsvCell(text);
}

/** A column written against the entity's own row type (a field key, or a header and its value). */
export type RowCsvColumn<Row> =
  | (keyof Row & string)
  | {
      header: string;
      value(row: Row, cx: CsvCellContext): unknown;
      lookup?: CsvLookup;
    };

/**
 * An entity's `csvColumns`, type-checked against its API row: the export hands every column the
 * row toRow made, so the cast only forgets the row's type.
 */
export const rowCsvColumns = <Row>(
  columns: readonly RowCsvColumn<Row>[],
): readonly CsvColumnSpec[] => columns as unknown as readonly CsvColumnSpec[];
