import { useState } from "react";
import { schemaResolver } from "../common/schemaResolver";
import { Typography } from "@mui/material";
import { Form, TextInput, useTranslate } from "react-admin";
import { setup } from "../../providers/authApi";
import { FormAlert } from "../common/FormAlert";
import { NewPasswordInputs } from "../common/NewPasswordInputs";
import { fieldErrors } from "../common/serverErrors";
import { SubmitButton } from "../common/SubmitButton";
import { useFailureText } from "../common/useFailureText";
import type { FirstAdminForm as FirstAdminValues } from "./authFormSchemas";
import { firstAdminFormSchema } from "./authFormSchemas";
import { signInWithSession } from "./signInWithSession";

const resolver = schemaResolver(firstAdminFormSchema);
const defaultValues: FirstAdminValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

/** Creates the first systemadmin (the server refuses once one exists) and signs them in. */
export function FirstAdminForm() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    const { confirmPassword: _confirm, ...body } = values as FirstAdminValues;
    try {
      const { data } = await setup(body);
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
        {translate("pages.setup.firstAdminIntro")}
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
          source="firstName"
          label="pages.common.firstName"
          autoComplete="given-name"
          autoFocus
          fullWidth
        />
        <TextInput
          source="lastName"
          label="pages.common.lastName"
          autoComplete="family-name"
          fullWidth
        />
        <TextInput
          source="email"
          label="pages.common.email"
          type="email"
          autoComplete="email"
          fullWidth
        />
        <NewPasswordInputs labelKey="pages.common.password" />
        <SubmitButton labelKey="pages.setup.firstAdminSubmit" />
      </Form>
    </>
  );
}
