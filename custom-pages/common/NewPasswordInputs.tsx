import { PasswordInput } from "react-admin";
import { useWatch } from "react-hook-form";
import { PASSWORD_MIN } from "../../domain/schemas/common";
import { usePasswordStrength } from "./usePasswordStrength";

interface NewPasswordInputsProps {
  /** The form field holding the new password ("password" or "newPassword"). */
  source?: string;
  labelKey?: string;
}

/**
 * A new password typed twice; the form schema checks that the two match, and the field says, as it
 * is typed, why the server would refuse it as too easy to guess (issue 11).
 */
export function NewPasswordInputs({
  source = "password",
  labelKey = "pages.common.newPassword",
}: NewPasswordInputsProps) {
  const reason = usePasswordStrength(useWatch({ name: source }), PASSWORD_MIN);
  return (
    <>
      <PasswordInput
        source={source}
        label={labelKey}
        autoComplete="new-password"
        fullWidth
        helperText={reason ?? undefined}
        sx={
          reason
            ? { "& .MuiFormHelperText-root": { color: "warning.dark" } }
            : undefined
        }
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
