import type { KeyboardEvent } from "react";
import { useContext } from "react";
import { InputAdornment, TextField } from "@mui/material";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import type { DatePickerFieldProps } from "@mui/x-date-pickers/DatePicker";
import {
  useParsedFormat,
  usePickerContext,
  useSplitFieldProps,
} from "@mui/x-date-pickers/hooks";
import { useValidation, validateDate } from "@mui/x-date-pickers/validation";
import type { Dayjs } from "dayjs";
import { DateFieldExtrasContext } from "./DateFieldExtras";

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The picker's field as a read-only text box (§2): typing is not possible, a click opens the
 * calendar. Follows MUI X's "read-only field" recipe for v8 pickers.
 */
export function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, "date");
  const {
    value,
    timezone,
    fieldFormat,
    open,
    disabled,
    readOnly,
    setOpen,
    rootClassName,
    rootSx,
    rootRef,
    triggerRef,
    name,
    label,
  } = usePickerContext<Dayjs | null>();
  const placeholder = useParsedFormat();
  const extras = useContext(DateFieldExtrasContext);
  const interactive = !disabled && !readOnly;
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value,
    timezone,
    props: internalProps,
  });

  return (
    <TextField
      {...forwardedProps}
      value={value?.isValid() ? value.format(fieldFormat) : ""}
      placeholder={placeholder}
      required={extras.required}
      error={hasValidationError || extras.error}
      helperText={extras.helperText}
      onBlur={extras.onBlur}
      focused={open || undefined}
      disabled={disabled}
      onClick={() => interactive && setOpen((wasOpen) => !wasOpen)}
      onKeyDown={(e: KeyboardEvent) => {
        if (interactive && OPEN_KEYS.has(e.key)) {
          e.preventDefault();
          setOpen(true);
        }
      }}
      className={rootClassName}
      sx={rootSx}
      ref={rootRef}
      name={name}
      label={label}
      slotProps={{
        input: {
          ref: triggerRef,
          readOnly: true,
          "aria-haspopup": "dialog",
          title: extras.openLabel,
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
