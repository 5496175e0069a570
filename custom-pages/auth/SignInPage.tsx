import { useState } from "react";
import { schemaResolver } from "../common/schemaResolver";
import {
  Form,
  PasswordInput,
  TextInput,
  useLogin,
  useLocation,
  useTranslate,
} from "react-admin";
import { signInSchema } from "../../domain/schemas/auth";
import { AuthLinks } from "../common/AuthLinks";
import { AuthPage } from "../common/AuthPage";
import { FormAlert } from "../common/FormAlert";
import { errorMessage, fieldErrors } from "../common/serverErrors";
import { SubmitButton } from "../common/SubmitButton";
import { ContactPage } from "./ContactPage";
import { ForgotPasswordPage } from "./ForgotPasswordPage";
import { SignUpPage } from "./SignUpPage";

const resolver = schemaResolver(signInSchema);
const defaultValues = { email: "", password: "" };

/** Sign-in (§2): /signin, with a notice when the HTTP client sent us here on an expired session. */
export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const { search } = useLocation();
  const sessionExpired =
    new URLSearchParams(search).get("sessionexpired") === "true";
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      // No explicit target: react-admin goes to "/" (afterLoginUrl), or back to the page the
      // layout sent the visitor here from (location.state.nextPathname).
      await login(values);
    } catch (e) {
      const fields = fieldErrors(e, { only: Object.keys(defaultValues) });
      if (fields) return fields;
      // The auth provider already says "Sign-in failure: …" (§8).
      setError(errorMessage(e) || translate("pages.common.unexpectedError"));
    }
  };

  return (
    <AuthPage titleKey="pages.signIn.title">
      {sessionExpired && (
        <FormAlert
          severity="warning"
          message={translate("pages.signIn.sessionExpired")}
        />
      )}
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
        <PasswordInput
          source="password"
          label="pages.common.password"
          autoComplete="current-password"
          fullWidth
        />
        <SubmitButton labelKey="pages.signIn.submit" />
      </Form>
      <AuthLinks
        links={[
          {
            to: ForgotPasswordPage.path,
            labelKey: "pages.signIn.forgotPassword",
          },
          { to: SignUpPage.path, labelKey: "pages.signIn.noAccount" },
          { to: ContactPage.path, labelKey: "pages.signIn.needHelp" },
        ]}
      />
    </AuthPage>
  );
}
SignInPage.path = "/signin";
