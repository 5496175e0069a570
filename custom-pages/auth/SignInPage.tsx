import { useState } from "react";
import {
  PasswordInput,
  useLogin,
  useLocation,
  useTranslate,
} from "react-admin";
import type { z } from "zod";
import { signInSchema } from "../../domain/schemas/auth";
import { SecondFactorRequired } from "../../providers/authProvider";
import { AuthForm } from "../common/AuthForm";
import { AuthLinks } from "../common/AuthLinks";
import { AuthPage } from "../common/AuthPage";
import { EmailInput } from "../common/EmailInput";
import { FormAlert } from "../common/FormAlert";
import { PATHS } from "../../src/paths";
import { SecondFactorStep } from "./SecondFactorStep";

const defaultValues = { email: "", password: "" };

/**
 * Sign-in (§2): /signin, with a notice when the HTTP client sent us here on an expired session. An
 * account with two-factor authentication gets a second step for the code (issue 11).
 */
export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const { search } = useLocation();
  const sessionExpired =
    new URLSearchParams(search).get("sessionexpired") === "true";
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [startOverNotice, setStartOverNotice] = useState<string | null>(null);

  const signIn = async (values: z.output<typeof signInSchema>) => {
    setStartOverNotice(null);
    try {
      await login(values);
    } catch (error) {
      if (!(error instanceof SecondFactorRequired)) throw error;
      setMfaToken(error.mfaToken);
    }
  };

  if (mfaToken) {
    return (
      <AuthPage titleKey="pages.signIn.title">
        <SecondFactorStep
          mfaToken={mfaToken}
          onStartOver={(message) => {
            setMfaToken(null);
            setStartOverNotice(message ?? null);
          }}
        />
      </AuthPage>
    );
  }

  return (
    <AuthPage titleKey="pages.signIn.title">
      <FormAlert severity="warning" message={startOverNotice} />
      {sessionExpired && (
        <FormAlert
          severity="warning"
          message={translate("pages.signIn.sessionExpired")}
        />
      )}
      <AuthForm
        schema={signInSchema}
        defaultValues={defaultValues}
        // No explicit target: react-admin goes to "/" (afterLoginUrl), or back to the page the
        // layout sent the visitor here from (location.state.nextPathname).
        action={signIn}
        // No failureKey: the auth provider already says "Sign-in failure: …" (§8).
        submitLabelKey="pages.signIn.submit"
      >
        <EmailInput autoFocus />
        <PasswordInput
          source="password"
          label="pages.common.password"
          autoComplete="current-password"
          fullWidth
        />
      </AuthForm>
      <AuthLinks
        links={[
          {
            to: PATHS.forgotPassword,
            labelKey: "pages.signIn.forgotPassword",
          },
          { to: PATHS.signUp, labelKey: "pages.signIn.noAccount" },
          { to: PATHS.contact, labelKey: "pages.signIn.needHelp" },
        ]}
      />
    </AuthPage>
  );
}
SignInPage.path = PATHS.signIn;
