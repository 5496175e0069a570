import type { ReactNode } from "react";
import { createContext } from "react";

/**
 * Text-field props the picker's field slot does not carry (the pickers' `slotProps.field` only
 * takes field-UI props), handed from DateInputField to ReadOnlyDateField.
 */
export interface DateFieldExtras {
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  openLabel?: string;
}

export const DateFieldExtrasContext = createContext<DateFieldExtras>({});
