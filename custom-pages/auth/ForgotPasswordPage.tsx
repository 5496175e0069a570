import { useState } from "react";
import { schemaResolver } from "../common/schemaResolver";
import { Typography } from "@mui/material";
import { Form, TextInput, useTranslate } from "react-admin";
import { forgotPasswordSchema } from "../../domain/schemas/auth";
import { forgotPassword } from "../../providers/authApi";
import { AuthLinks } from "../common/AuthLinks";
import { AuthPage } from "../common/AuthPage";
import { FormAlert } from "../common/FormAlert";
import { fieldErrors } from "../common/serverErrors";
import { SubmitButton } from "../common/SubmitButton";
import { useFailureText } from "../common/useFailureText";
import { SignInPage } from "./SignInPage";

const resolver = schemaResolver(forgotPasswordSchema);
const defaultValues = { email: "" };

/** /forgot-password: the confirmation is neutral, so it never reveals whether the address is known. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await forgotPassword(String(values.email));
      setDone(true);
    } catch (e) {
      const fields = fieldErrors(e, { only: Object.keys(defaultValues) });
      if (fields) return fields;
      setError(failureText("pages.common.failure", e));
    }
  };

  return (
    <AuthPage titleKey="pages.forgotPassword.title">
      {done ? (
        <FormAlert
          severity="success"
          message={translate("pages.forgotPassword.done")}
        />
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate("pages.forgotPassword.intro")}
          </Typography>
          <FormAlert message={error} />
          <Form
            resolver={resolver}
            defaultValues={defaultValues}
            onSubmit={onSubmit}
            noValidate
            disableInvalidFormNotification
          >
            <TextInput
              source="email"
              label="pages.common.email"
              type="email"
              autoComplete="email"
              autoFocus
              fullWidth
            />
            <SubmitButton labelKey="pages.forgotPassword.submit" />
          </Form>
        </>
      )}
      <AuthLinks
        links={[{ to: SignInPage.path, labelKey: "pages.common.backToSignIn" }]}
      />
    </AuthPage>
  );
}
ForgotPasswordPage.path = "/forgot-password";
