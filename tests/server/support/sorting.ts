/** The order a search must return: by the field, ties broken by id, both in the same direction. */
export function expectedOrder<T extends Record<string, unknown>>(
  rows: T[],
  field: keyof T,
  idField: keyof T,
  descending: boolean,
): unknown[] {
  const cmp = (a: unknown, b: unknown) => {
    const x = typeof a === "boolean" ? Number(a) : (a as string);
    const y = typeof b === "boolean" ? Number(b) : (b as string);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const sorted = [...rows].sort(
    (a, b) => cmp(a[field], b[field]) || cmp(a[idField], b[idField]),
  );
  if (descending) sorted.reverse();
  return sorted.map((r) => r[idField]);
}
