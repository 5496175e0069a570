/**
 * A record's form values, read field by field from the row with the form's defaults as the list of
 * fields: one generic mapping instead of one hand-written copy per resource.
 */
type Values = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Values =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An empty value (null or absent) is "" where the default is "" (a text input holds "", the
 * upsert schema reads it back as null) and null elsewhere. A list of objects is read item by item
 * against the default's first item (a patient's addresses).
 */
function formValue(value: unknown, fallback: unknown): unknown {
  if (value === null || value === undefined) return fallback === "" ? "" : null;
  if (Array.isArray(value) && Array.isArray(fallback)) {
    const template: unknown = fallback[0];
    if (isPlainObject(template))
      return value.map((item: unknown) =>
        isPlainObject(item) ? formFields(item, template) : item,
      );
  }
  return value;
}

function formFields(row: Values, defaults: Values): Values {
  return Object.fromEntries(
    Object.keys(defaults).map((key) => [
      key,
      formValue(row[key], defaults[key]),
    ]),
  );
}

/**
 * The form values of a row, or a copy of the defaults for a new record (no row, or one without an
 * id). Besides the defaults' fields the values keep `id`, for the record context (the toolbar's
 * delete reads it; the upsert schema strips it from the body), and the upsert's id field, which
 * makes the save an update.
 */
export function toFormValues<TForm extends object>(
  row: object | null | undefined,
  defaults: TForm,
  idField: string,
): TForm & { id?: string } {
  const values = row as Values | null | undefined;
  if (values?.id === undefined || values.id === null) return { ...defaults };
  // The fields are the defaults' keys, filled from a row of the same resource: its type is the form's.
  return {
    id: String(values.id),
    [idField]: values[idField],
    ...formFields(values, defaults as Values),
  } as TForm & { id?: string };
}
