import { useInput } from "react-admin";
import { DateInputField } from "../../src/widgets/DateInputField";

/**
 * A date-range bound of the trips list: the shared date picker shows the chosen day, the filter
 * holds the instant the search sends (`toBody`), and `fromBody` reads the day back from the URL.
 */
export function TripDayFilterInput({
  source,
  label,
  toBody,
  fromBody,
}: {
  source: string;
  /** An i18n key. */
  label: string;
  toBody: (day: string | null) => string | undefined;
  fromBody: (value: unknown) => string | null;
  alwaysOn?: boolean;
}) {
  const { field } = useInput({
    source,
    format: fromBody,
    parse: (day: string | null) => toBody(day) ?? "",
  });
  return (
    <DateInputField
      value={
        typeof field.value === "string" && field.value ? field.value : null
      }
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      label={label}
    />
  );
}
