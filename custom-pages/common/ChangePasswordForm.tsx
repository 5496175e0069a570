import { useState } from "react";
import { Form, PasswordInput } from "react-admin";
import { changePassword } from "../../providers/authApi";
import type { ChangePasswordForm as ChangePasswordValues } from "../auth/authFormSchemas";
import { changePasswordFormSchema } from "../auth/authFormSchemas";
import { FormAlert } from "./FormAlert";
import { NewPasswordInputs } from "./NewPasswordInputs";
import { schemaResolver } from "./schemaResolver";
import { fieldErrors } from "./serverErrors";
import { SubmitButton } from "./SubmitButton";
import { useFailureText } from "./useFailureText";

const resolver = schemaResolver(changePasswordFormSchema);
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
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    const { currentPassword, newPassword } = values as ChangePasswordValues;
    try {
      await changePassword(currentPassword, newPassword);
    } catch (e) {
      const fields = fieldErrors(e, { only: Object.keys(defaultValues) });
      if (fields) return fields;
      setError(failureText(failureKey, e));
      return;
    }
    await onChanged();
  };

  return (
    <>
      <FormAlert message={error} />
      <Form
        resolver={resolver}
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        noValidate
        disableInvalidFormNotification
      >
        <PasswordInput
          source="currentPassword"
          label="pages.common.currentPassword"
          autoComplete="current-password"
          autoFocus={autoFocus}
          fullWidth
        />
        <NewPasswordInputs source="newPassword" />
        <SubmitButton labelKey={submitLabelKey} />
      </Form>
    </>
  );
}
