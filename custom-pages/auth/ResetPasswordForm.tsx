import { useTranslate } from "react-admin";
import { resetPassword } from "../../providers/authApi";
import { AuthForm } from "../common/AuthForm";
import { AuthLinks } from "../common/AuthLinks";
import { FormAlert } from "../common/FormAlert";
import { NewPasswordInputs } from "../common/NewPasswordInputs";
import type { ResetForm } from "./authFormSchemas";
import { resetFormSchema } from "./authFormSchemas";
import { PATHS } from "../../src/paths";

const defaultValues: ResetForm = { password: "", confirmPassword: "" };

/** /reset-auth?token=…: a new password typed twice, then a link back to sign in. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const translate = useTranslate();
  return (
    <>
      {token ? (
        <AuthForm
          schema={resetFormSchema}
          defaultValues={defaultValues}
          action={({ password }) => resetPassword(token, password)}
          failureKey="pages.resetPassword.failure"
          introKey="pages.resetPassword.intro"
          doneKey="pages.resetPassword.done"
          submitLabelKey="pages.resetPassword.submit"
        >
          <NewPasswordInputs />
        </AuthForm>
      ) : (
        <FormAlert message={translate("pages.resetPassword.missingToken")} />
      )}
      <AuthLinks
        links={[{ to: PATHS.signIn, labelKey: "pages.common.backToSignIn" }]}
      />
    </>
  );
}
