import { TextInput } from "react-admin";
import { contactSchema } from "../../domain/schemas/auth";
import { contact } from "../../providers/authApi";
import { AuthForm } from "../common/AuthForm";
import { AuthLinks } from "../common/AuthLinks";
import { AuthPage } from "../common/AuthPage";
import { EmailInput } from "../common/EmailInput";
import { PATHS } from "../../src/paths";

const defaultValues = { name: "", email: "", subject: "", message: "" };

/** /contact: open to anyone, signed in or not. */
export function ContactPage() {
  return (
    <AuthPage titleKey="pages.contact.title">
      <AuthForm
        schema={contactSchema}
        defaultValues={defaultValues}
        action={contact}
        failureKey="pages.contact.failure"
        introKey="pages.contact.intro"
        doneKey="pages.contact.done"
        submitLabelKey="pages.contact.submit"
      >
        <TextInput
          source="name"
          label="pages.contact.name"
          autoComplete="name"
          autoFocus
          fullWidth
        />
        <EmailInput />
        <TextInput source="subject" label="pages.contact.subject" fullWidth />
        <TextInput
          source="message"
          label="pages.contact.message"
          multiline
          minRows={4}
          fullWidth
        />
      </AuthForm>
      <AuthLinks
        links={[{ to: PATHS.signIn, labelKey: "pages.common.backToSignIn" }]}
      />
    </AuthPage>
  );
}
ContactPage.path = PATHS.contact;
