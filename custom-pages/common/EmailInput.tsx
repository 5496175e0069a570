import { TextInput } from "react-admin";

/** The email field of the sign-in family, labelled and autocompleted the same on every form. */
export function EmailInput({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <TextInput
      source="email"
      label="pages.common.email"
      type="email"
      autoComplete="email"
      autoFocus={autoFocus}
      fullWidth
    />
  );
}
