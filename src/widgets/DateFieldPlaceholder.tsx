import { InputAdornment, TextField } from "@mui/material";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import { useTranslate } from "react-admin";
import type { DateInputFieldProps } from "./DateInputField";
import { DATE_FORMATS, parseIsoDate } from "./dateFormats";

/**
 * What DateInputField shows while the date picker's chunk loads: the same read-only text field as
 * the picker's own (ReadOnlyDateField), with the value, label, helper text and calendar icon, so
 * nothing moves when the picker takes its place. A click or an opening key asks for the calendar.
 */
export function DateFieldPlaceholder({
  value,
  label,
  format = DATE_FORMATS.iso,
  name,
  disabled,
  required,
  error,
  helperText,
  onBlur,
  onOpen,
}: DateInputFieldProps & { onOpen: () => void }) {
  const translate = useTranslate();
  const date = parseIsoDate(value);
  return (
    <TextField
      value={date ? date.format(format) : ""}
      label={typeof label === "string" ? translate(label, { _: label }) : label}
      name={name}
      disabled={disabled}
      required={required}
      error={error}
      helperText={helperText}
      onBlur={onBlur}
      onClick={() => !disabled && onOpen()}
      onKeyDown={(e) => {
        if (disabled || !["Enter", " ", "ArrowDown"].includes(e.key)) return;
        e.preventDefault();
        onOpen();
      }}
      slotProps={{
        input: {
          readOnly: true,
          "aria-haspopup": "dialog",
          title: translate("app.widgets.date.openPicker"),
          endAdornment: (
            <InputAdornment position="end">
              <CalendarMonthIcon color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
