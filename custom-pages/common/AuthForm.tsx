import type { ReactNode } from "react";
import { useMemo } from "react";
import { Typography } from "@mui/material";
import { Form, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "./FormAlert";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { SubmitButton } from "./SubmitButton";
import { useFormSubmit } from "./useFormSubmit";

type FormSchema = z.ZodType<FieldValues, FieldValues>;

interface AuthFormProps<Schema extends FormSchema> {
  schema: Schema;
  /** Also names the form's inputs, so server errors on other fields show above the form. */
  defaultValues: z.input<Schema>;
  action: (values: z.output<Schema>) => Promise<unknown>;
  /** i18n key taking %{message}; without one the error's own message shows (see useFormSubmit). */
  failureKey?: string;
  onSuccess?: () => Promise<void> | void;
  submitLabelKey: string;
  introKey?: string;
  /**
   * Success text that replaces the form. Without one the form stays, for actions that move on by
   * themselves (a reload, a navigation, a remount).
   */
  doneKey?: string;
  children: ReactNode;
}

/**
 * The sign-in family's form: optional intro, the form-level failure, the inputs validated by a shared
 * domain schema, a submit button, and the success text once done.
 */
export function AuthForm<Schema extends FormSchema>({
  schema,
  defaultValues,
  action,
  failureKey,
  onSuccess,
  submitLabelKey,
  introKey,
  doneKey,
  children,
}: AuthFormProps<Schema>) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const { onSubmit, error, done } = useFormSubmit(action, {
    fields: Object.keys(defaultValues),
    failureKey,
    onSuccess,
  });

  if (done && doneKey) {
    return <FormAlert severity="success" message={translate(doneKey)} />;
  }
  return (
    <>
      {introKey && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(introKey)}
        </Typography>
      )}
      <FormAlert message={error} />
      <Form
        resolver={resolver}
        defaultValues={defaultValues}
        // The resolver has validated and transformed the values: they are the schema's output.
        onSubmit={(values: FieldValues) => onSubmit(values as z.output<Schema>)}
        noValidate
        disableInvalidFormNotification
      >
        {children}
        <SubmitButton labelKey={submitLabelKey} />
      </Form>
    </>
  );
}
