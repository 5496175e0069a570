import { signUp } from "../../providers/authApi";
import { AuthForm } from "../common/AuthForm";
import { AuthLinks } from "../common/AuthLinks";
import { AuthPage } from "../common/AuthPage";
import type { SignUpForm } from "./authFormSchemas";
import { signUpFormSchema } from "./authFormSchemas";
import { NewAccountInputs } from "./NewAccountInputs";
import { PATHS } from "../../src/paths";

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
  return (
    <AuthPage titleKey="pages.signUp.title">
      <AuthForm
        schema={signUpFormSchema}
        defaultValues={defaultValues}
        action={({ confirmPassword: _confirm, ...body }) => signUp(body)}
        failureKey="pages.common.failure"
        doneKey="pages.signUp.done"
        submitLabelKey="pages.signUp.submit"
      >
        <NewAccountInputs />
      </AuthForm>
      <AuthLinks
        links={[{ to: PATHS.signIn, labelKey: "pages.signUp.haveAccount" }]}
      />
    </AuthPage>
  );
}
SignUpPage.path = PATHS.signUp;
