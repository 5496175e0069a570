import { useRef, useState } from "react";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import dayjs from "dayjs";
import { useTranslate } from "react-admin";
import { DateFieldExtrasContext } from "./DateFieldExtras";
import type { DateInputFieldProps } from "./DateInputField";
import { DATE_FORMATS, parseIsoDate, yearWindow } from "./dateFormats";
import { ReadOnlyDateField } from "./ReadOnlyDateField";

/**
 * The shared date picker (§2): a read-only text field opening day, month and year views; dayjs
 * handles month lengths (February's leap-year rule included). Loaded on demand by DateInputField,
 * which shows a look-alike field until this chunk (MUI X pickers) has arrived; `defaultOpen` opens
 * the calendar at once when the look-alike was clicked meanwhile.
 */
export function DatePickerField({
  value,
  onChange,
  label,
  format = DATE_FORMATS.iso,
  minDate,
  maxDate,
  name,
  disabled,
  required,
  error,
  helperText,
  onBlur,
  defaultOpen = false,
}: DateInputFieldProps & { defaultOpen?: boolean }) {
  const translate = useTranslate();
  // Controlled only when it must open at once: otherwise the picker keeps its own open state.
  const [startsOpen] = useState(defaultOpen);
  const [open, setOpen] = useState(defaultOpen);
  const controlled = startsOpen
    ? { open, onOpen: () => setOpen(true), onClose: () => setOpen(false) }
    : {};
  // Inside a dialog the calendar opens within the dialog's own tree: portalled to <body>, it sat
  // outside the dialog's focus trap, which pulled focus back and closed it (the year view first).
  const anchor = useRef<HTMLSpanElement>(null);
  const date = parseIsoDate(value);
  const years = yearWindow(date ?? dayjs());
  const extras = {
    required,
    error,
    helperText,
    onBlur,
    openLabel: translate("app.widgets.date.openPicker"),
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Where the field sits in the page: the popper's container is looked up from here. */}
      <span ref={anchor} hidden />
      <DateFieldExtrasContext.Provider value={extras}>
        <DatePicker
          value={date}
          onChange={(next) =>
            onChange(next?.isValid() ? next.format(DATE_FORMATS.iso) : null)
          }
          format={format}
          views={["year", "month", "day"]}
          openTo="day"
          minDate={parseIsoDate(minDate) ?? years.min}
          maxDate={parseIsoDate(maxDate) ?? years.max}
          label={
            typeof label === "string" ? translate(label, { _: label }) : label
          }
          name={name}
          disabled={disabled}
          {...controlled}
          slots={{ field: ReadOnlyDateField }}
          slotProps={{
            popper: { container: () => dialogContainerOf(anchor.current) },
          }}
        />
      </DateFieldExtrasContext.Provider>
    </LocalizationProvider>
  );
}

/** The open dialog's container holding this element (the focus trap's root), or null outside one. */
function dialogContainerOf(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>(".MuiDialog-container") ?? null;
}
