import { useState } from "react";
import { schemaResolver } from "../common/schemaResolver";
import { Form, TextInput, useTranslate } from "react-admin";
import { signUp } from "../../providers/authApi";
import { AuthLinks } from "../common/AuthLinks";
import { AuthPage } from "../common/AuthPage";
import { FormAlert } from "../common/FormAlert";
import { NewPasswordInputs } from "../common/NewPasswordInputs";
import { fieldErrors } from "../common/serverErrors";
import { SubmitButton } from "../common/SubmitButton";
import { useFailureText } from "../common/useFailureText";
import type { SignUpForm } from "./authFormSchemas";
import { signUpFormSchema } from "./authFormSchemas";
import { SignInPage } from "./SignInPage";

const resolver = schemaResolver(signUpFormSchema);
const defaultValues: SignUpForm = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

/**
 * Sign-up (§2 /sign-up). Whatever the address, the answer is the same neutral "check your email", so
 * the page never tells whether an account already exists.
 */
export function SignUpPage() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    const { confirmPassword: _confirm, ...body } = values as SignUpForm;
    try {
      await signUp(body);
      setDone(true);
    } catch (e) {
      const fields = fieldErrors(e, { only: Object.keys(defaultValues) });
      if (fields) return fields;
      setError(failureText("pages.common.failure", e));
    }
  };

  return (
    <AuthPage titleKey="pages.signUp.title">
      {done ? (
        <FormAlert
          severity="success"
          message={translate("pages.signUp.done")}
        />
      ) : (
        <>
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
            <SubmitButton labelKey="pages.signUp.submit" />
          </Form>
        </>
      )}
      <AuthLinks
        links={[{ to: SignInPage.path, labelKey: "pages.signUp.haveAccount" }]}
      />
    </AuthPage>
  );
}
SignUpPage.path = "/sign-up";
