import { PasswordInput } from "react-admin";
import { changePassword } from "../../providers/authApi";
import type { ChangePasswordForm as ChangePasswordValues } from "../auth/authFormSchemas";
import { changePasswordFormSchema } from "../auth/authFormSchemas";
import { AuthForm } from "./AuthForm";
import { NewPasswordInputs } from "./NewPasswordInputs";

const defaultValues: ChangePasswordValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

interface ChangePasswordFormProps {
  submitLabelKey: string;
  /** i18n key taking %{message}, shown when the server refuses without a field error. */
  failureKey: string;
  onChanged: () => Promise<void> | void;
  autoFocus?: boolean;
}

/** Current password, then the new one twice → changePassword. Shared by reset-only and credentials. */
export function ChangePasswordForm({
  submitLabelKey,
  failureKey,
  onChanged,
  autoFocus = false,
}: ChangePasswordFormProps) {
  return (
    <AuthForm
      schema={changePasswordFormSchema}
      defaultValues={defaultValues}
      action={({ currentPassword, newPassword }) =>
        changePassword(currentPassword, newPassword)
      }
      failureKey={failureKey}
      onSuccess={onChanged}
      submitLabelKey={submitLabelKey}
    >
      <PasswordInput
        source="currentPassword"
        label="pages.common.currentPassword"
        autoComplete="current-password"
        autoFocus={autoFocus}
        fullWidth
      />
      <NewPasswordInputs source="newPassword" />
    </AuthForm>
  );
}
