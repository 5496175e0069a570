import { useState } from "react";
import { schemaResolver } from "../common/schemaResolver";
import { Typography } from "@mui/material";
import { Form, TextInput, useTranslate } from "react-admin";
import type { z } from "zod";
import { contactSchema } from "../../domain/schemas/auth";
import { contact } from "../../providers/authApi";
import { AuthLinks } from "../common/AuthLinks";
import { AuthPage } from "../common/AuthPage";
import { FormAlert } from "../common/FormAlert";
import { fieldErrors } from "../common/serverErrors";
import { SubmitButton } from "../common/SubmitButton";
import { useFailureText } from "../common/useFailureText";
import { SignInPage } from "./SignInPage";

const resolver = schemaResolver(contactSchema);
const defaultValues = { name: "", email: "", subject: "", message: "" };

/** /contact: open to anyone, signed in or not. */
export function ContactPage() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await contact(values as z.output<typeof contactSchema>);
      setDone(true);
    } catch (e) {
      const fields = fieldErrors(e, { only: Object.keys(defaultValues) });
      if (fields) return fields;
      setError(failureText("pages.contact.failure", e));
    }
  };

  return (
    <AuthPage titleKey="pages.contact.title">
      {done ? (
        <FormAlert
          severity="success"
          message={translate("pages.contact.done")}
        />
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate("pages.contact.intro")}
          </Typography>
          <FormAlert message={error} />
          <Form
            resolver={resolver}
            defaultValues={defaultValues}
            onSubmit={onSubmit}
            noValidate
            disableInvalidFormNotification
          >
            <TextInput
              source="name"
              label="pages.contact.name"
              autoComplete="name"
              autoFocus
              fullWidth
            />
            <TextInput
              source="email"
              label="pages.common.email"
              type="email"
              autoComplete="email"
              fullWidth
            />
            <TextInput
              source="subject"
              label="pages.contact.subject"
              fullWidth
            />
            <TextInput
              source="message"
              label="pages.contact.message"
              multiline
              minRows={4}
              fullWidth
            />
            <SubmitButton labelKey="pages.contact.submit" />
          </Form>
        </>
      )}
      <AuthLinks
        links={[{ to: SignInPage.path, labelKey: "pages.common.backToSignIn" }]}
      />
    </AuthPage>
  );
}
ContactPage.path = "/contact";
