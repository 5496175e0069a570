import type { ReactNode } from "react";
import { lazy, Suspense, useState } from "react";
import { DateFieldPlaceholder } from "./DateFieldPlaceholder";

export interface DateInputFieldProps {
  /** YYYY-MM-DD, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** An i18n key, or a node already translated (react-admin's <FieldTitle>). */
  label?: ReactNode;
  /** Display format: YYYY-MM-DD by default, DATE_FORMATS.long for "12 March 2025". */
  format?: string;
  /** YYYY-MM-DD bounds; without them the year view shows 12 years around the value or today. */
  minDate?: string;
  maxDate?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
}

// MUI X's pickers are a large chunk (about 45 kB gzipped): it loads beside the page's first render,
// not before it (issue 13).
const DatePickerField = lazy(() =>
  import("./DatePickerField").then((m) => ({ default: m.DatePickerField })),
);

/**
 * The shared date picker (§2, DatePickerField). Until its chunk has loaded, a look-alike read-only
 * field shows the value; a click on it meanwhile opens the calendar as soon as the picker is there.
 */
export function DateInputField(props: DateInputFieldProps) {
  const [openAtOnce, setOpenAtOnce] = useState(false);
  return (
    <Suspense
      fallback={
        <DateFieldPlaceholder {...props} onOpen={() => setOpenAtOnce(true)} />
      }
    >
      <DatePickerField {...props} defaultOpen={openAtOnce} />
    </Suspense>
  );
}
