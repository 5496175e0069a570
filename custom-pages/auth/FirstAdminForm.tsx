import { setup } from "../../providers/authApi";
import { AuthForm } from "../common/AuthForm";
import type { FirstAdminForm as FirstAdminValues } from "./authFormSchemas";
import { firstAdminFormSchema } from "./authFormSchemas";
import { NewAccountInputs } from "./NewAccountInputs";
import { signInWithSession } from "./signInWithSession";

const defaultValues: FirstAdminValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

/** Creates the first systemadmin (the server refuses once one exists) and signs them in. */
export function FirstAdminForm() {
  return (
    <AuthForm
      schema={firstAdminFormSchema}
      defaultValues={defaultValues}
      action={async ({ confirmPassword: _confirm, ...body }) => {
        const { data } = await setup(body);
        signInWithSession(data);
      }}
      failureKey="pages.setup.failure"
      introKey="pages.setup.firstAdminIntro"
      submitLabelKey="pages.setup.firstAdminSubmit"
    >
      <NewAccountInputs />
    </AuthForm>
  );
}
