import { useState } from "react";
import { useTranslate } from "react-admin";
import { errorMessage, fieldErrors } from "../../src/forms/serverErrors";
import { useFailureText } from "./useFailureText";

export interface FormSubmitOptions {
  /** The form's inputs: server errors on them show next to the field, any other one above the form. */
  fields: readonly string[];
  /**
   * i18n key taking %{message} for a refusal without a field error. Without one the server's
   * message shows as is, for errors that already carry their prefix (the auth provider's).
   */
  failureKey?: string;
  /** Runs after a success, outside the failure handling: its own errors are not a refusal to show. */
  onSuccess?: () => Promise<void> | void;
}

export interface FormSubmit<Values> {
  /** For react-admin's <Form onSubmit>: a returned record becomes field errors. */
  onSubmit: (values: Values) => Promise<Record<string, string> | undefined>;
  /** The form-level failure to show, or null. */
  error: string | null;
  done: boolean;
}

/** Runs one form action and sorts its failure into field errors or one form-level message. */
export function useFormSubmit<Values>(
  action: (values: Values) => Promise<unknown>,
  { fields, failureKey, onSuccess }: FormSubmitOptions,
): FormSubmit<Values> {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: Values) => {
    setError(null);
    try {
      await action(values);
      setDone(true);
    } catch (e) {
      const byField = fieldErrors(e, { only: fields });
      if (byField) return byField;
      setError(
        failureKey
          ? failureText(failureKey, e)
          : errorMessage(e) || translate("pages.common.unexpectedError"),
      );
      return;
    }
    await onSuccess?.();
  };

  return { onSubmit, error, done };
}
