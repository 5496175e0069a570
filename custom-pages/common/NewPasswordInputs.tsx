import { PasswordInput } from "react-admin";

interface NewPasswordInputsProps {
  /** The form field holding the new password ("password" or "newPassword"). */
  source?: string;
  labelKey?: string;
}

/** A new password typed twice; the form schema checks that the two match. */
export function NewPasswordInputs({
  source = "password",
  labelKey = "pages.common.newPassword",
}: NewPasswordInputsProps) {
  return (
    <>
      <PasswordInput
        source={source}
        label={labelKey}
        autoComplete="new-password"
        fullWidth
      />
      <PasswordInput
        source="confirmPassword"
        label="pages.common.confirmPassword"
        autoComplete="new-password"
        fullWidth
      />
    </>
  );
}
