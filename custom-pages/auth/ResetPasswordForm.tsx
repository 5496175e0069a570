import { useState } from "react";
import { schemaResolver } from "../common/schemaResolver";
import { Typography } from "@mui/material";
import { Form, useTranslate } from "react-admin";
import { resetPassword } from "../../providers/authApi";
import { AuthLinks } from "../common/AuthLinks";
import { FormAlert } from "../common/FormAlert";
import { NewPasswordInputs } from "../common/NewPasswordInputs";
import { fieldErrors } from "../common/serverErrors";
import { SubmitButton } from "../common/SubmitButton";
import { useFailureText } from "../common/useFailureText";
import type { ResetForm } from "./authFormSchemas";
import { resetFormSchema } from "./authFormSchemas";
import { SignInPage } from "./SignInPage";

const resolver = schemaResolver(resetFormSchema);
const defaultValues: ResetForm = { password: "", confirmPassword: "" };

/** /reset-auth?token=…: a new password typed twice, then a link back to sign in. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signInLink = [
    { to: SignInPage.path, labelKey: "pages.common.backToSignIn" },
  ];

  if (!token) {
    return (
      <>
        <FormAlert message={translate("pages.resetPassword.missingToken")} />
        <AuthLinks links={signInLink} />
      </>
    );
  }

  const onSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await resetPassword(token, String(values.password));
      setDone(true);
    } catch (e) {
      const fields = fieldErrors(e, { only: Object.keys(defaultValues) });
      if (fields) return fields;
      setError(failureText("pages.resetPassword.failure", e));
    }
  };

  if (done) {
    return (
      <>
        <FormAlert
          severity="success"
          message={translate("pages.resetPassword.done")}
        />
        <AuthLinks links={signInLink} />
      </>
    );
  }
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate("pages.resetPassword.intro")}
      </Typography>
      <FormAlert message={error} />
      <Form
        resolver={resolver}
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        noValidate
        disableInvalidFormNotification
      >
        <NewPasswordInputs />
        <SubmitButton labelKey="pages.resetPassword.submit" />
      </Form>
      <AuthLinks links={signInLink} />
    </>
  );
}
