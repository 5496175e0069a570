import { forgotPasswordSchema } from "../../domain/schemas/auth";
import { forgotPassword } from "../../providers/authApi";
import { AuthForm } from "../common/AuthForm";
import { AuthLinks } from "../common/AuthLinks";
import { AuthPage } from "../common/AuthPage";
import { EmailInput } from "../common/EmailInput";
import { PATHS } from "../../src/paths";

const defaultValues = { email: "" };

/** /forgot-password: the confirmation is neutral, so it never reveals whether the address is known. */
export function ForgotPasswordPage() {
  return (
    <AuthPage titleKey="pages.forgotPassword.title">
      <AuthForm
        schema={forgotPasswordSchema}
        defaultValues={defaultValues}
        action={({ email }) => forgotPassword(email)}
        failureKey="pages.common.failure"
        introKey="pages.forgotPassword.intro"
        doneKey="pages.forgotPassword.done"
        submitLabelKey="pages.forgotPassword.submit"
      >
        <EmailInput autoFocus />
      </AuthForm>
      <AuthLinks
        links={[{ to: PATHS.signIn, labelKey: "pages.common.backToSignIn" }]}
      />
    </AuthPage>
  );
}
ForgotPasswordPage.path = PATHS.forgotPassword;
