import { useState } from "react";
import { schemaResolver } from "../common/schemaResolver";
import { Typography } from "@mui/material";
import { Form, useTranslate } from "react-admin";
import { setup } from "../../providers/authApi";
import { FormAlert } from "../common/FormAlert";
import { NewPasswordInputs } from "../common/NewPasswordInputs";
import { fieldErrors } from "../common/serverErrors";
import { SubmitButton } from "../common/SubmitButton";
import { useFailureText } from "../common/useFailureText";
import type { InviteSetupForm as InviteSetupValues } from "./authFormSchemas";
import { inviteSetupFormSchema } from "./authFormSchemas";
import { signInWithSession } from "./signInWithSession";

const resolver = schemaResolver(inviteSetupFormSchema);
const defaultValues: InviteSetupValues = { password: "", confirmPassword: "" };

/** /setup-auth?token=…: an invited user chooses a password and is signed in. */
export function InviteSetupForm({ token }: { token: string }) {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      const { data } = await setup({
        token,
        password: String(values.password),
      });
      signInWithSession(data);
    } catch (e) {
      const fields = fieldErrors(e, { only: Object.keys(defaultValues) });
      if (fields) return fields;
      setError(failureText("pages.setup.failure", e));
    }
  };

  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate("pages.setup.inviteIntro")}
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
        <SubmitButton labelKey="pages.setup.inviteSubmit" />
      </Form>
    </>
  );
}
