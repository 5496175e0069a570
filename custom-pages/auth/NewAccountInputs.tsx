import { TextInput } from "react-admin";
import { EmailInput } from "../common/EmailInput";
import { NewPasswordInputs } from "../common/NewPasswordInputs";

/** Name, email and a password typed twice: what both sign-up and the first administrator give. */
export function NewAccountInputs() {
  return (
    <>
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
      <EmailInput />
      <NewPasswordInputs labelKey="pages.common.password" />
    </>
  );
}
