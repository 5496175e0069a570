import { setup } from "../../providers/authApi";
import { AuthForm } from "../common/AuthForm";
import { NewPasswordInputs } from "../common/NewPasswordInputs";
import type { InviteSetupForm as InviteSetupValues } from "./authFormSchemas";
import { inviteSetupFormSchema } from "./authFormSchemas";
import { signInWithSession } from "./signInWithSession";

const defaultValues: InviteSetupValues = { password: "", confirmPassword: "" };

/** /setup-auth?token=…: an invited user chooses a password and is signed in. */
export function InviteSetupForm({ token }: { token: string }) {
  return (
    <AuthForm
      schema={inviteSetupFormSchema}
      defaultValues={defaultValues}
      action={async ({ password }) => {
        const { data } = await setup({ token, password });
        signInWithSession(data);
      }}
      failureKey="pages.setup.failure"
      introKey="pages.setup.inviteIntro"
      submitLabelKey="pages.setup.inviteSubmit"
    >
      <NewPasswordInputs />
    </AuthForm>
  );
}
