import { Typography } from "@mui/material";
import { Form, TextInput, useNotify, useTranslate } from "react-admin";
import { profileSchema } from "../../domain/schemas/auth";
import type { User } from "../../domain/schemas/user";
import { updateProfile } from "../../providers/authApi";
import { refreshUser } from "../../providers/authProvider";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { errorMessage, fieldErrors } from "../../src/forms/serverErrors";
import { SubmitButton } from "../common/SubmitButton";

const resolver = schemaResolver(profileSchema);

interface ProfileFormProps {
  user: User;
  /** Re-reads the identity once the stored user has been refreshed. */
  onSaved: () => Promise<unknown>;
}

/** Edits the signed-in user's first and last name (the only self-service fields). */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const translate = useTranslate();
  const notify = useNotify();

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await updateProfile(String(values.firstName), String(values.lastName));
    } catch (e) {
      const fields = fieldErrors(e, { only: ["firstName", "lastName"] });
      if (fields) return fields;
      notify("pages.profile.failure", {
        type: "error",
        messageArgs: { message: errorMessage(e) },
      });
      return;
    }
    await refreshUser();
    await onSaved();
    notify("pages.profile.saved", { type: "success" });
  };

  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate("pages.profile.edit")}
      </Typography>
      <Form
        resolver={resolver}
        defaultValues={{ firstName: user.firstName, lastName: user.lastName }}
        onSubmit={onSubmit}
        noValidate
        disableInvalidFormNotification
      >
        <TextInput
          source="firstName"
          label="pages.common.firstName"
          autoComplete="given-name"
        />
        <TextInput
          source="lastName"
          label="pages.common.lastName"
          autoComplete="family-name"
        />
        <div>
          <SubmitButton labelKey="pages.profile.save" fullWidth={false} />
        </div>
      </Form>
    </>
  );
}
