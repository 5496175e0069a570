import type { ReactNode } from "react";
import type { InputProps } from "react-admin";
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
} from "react-admin";
import type { DateInputFieldProps } from "./DateInputField";
import { DateInputField } from "./DateInputField";

type DatePickerInputProps = Pick<
  InputProps,
  "source" | "validate" | "defaultValue" | "disabled"
> &
  Pick<DateInputFieldProps, "format" | "minDate" | "maxDate"> & {
    /** An i18n key; defaults to resources.<resource>.fields.<source>. */
    label?: string;
    helperText?: ReactNode;
  };

/** DateInputField as a react-admin input: YYYY-MM-DD in the form, labels and errors the ra way. */
export function DatePickerInput({
  label,
  helperText,
  format,
  minDate,
  maxDate,
  ...props
}: DatePickerInputProps) {
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput(props);
  const errorText = fieldState.error?.message;
  return (
    <DateInputField
      value={
        typeof field.value === "string" && field.value ? field.value : null
      }
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      label={
        <FieldTitle
          label={label}
          source={props.source}
          resource={resource}
          isRequired={isRequired}
        />
      }
      format={format}
      minDate={minDate}
      maxDate={maxDate}
      disabled={props.disabled}
      error={!!fieldState.error}
      helperText={
        <InputHelperText
          error={errorText}
          helperText={helperText as string | undefined}
        />
      }
    />
  );
}
