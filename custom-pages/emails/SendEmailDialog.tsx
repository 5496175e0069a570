import { useState } from "react";
import { TextField } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import type { EmailSendBody } from "../../domain/schemas/email";
import {
  EMAIL_BODY_MAX,
  EMAIL_SUBJECT_MAX,
  emailSendSchema,
} from "../../domain/schemas/email";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { fieldErrors } from "../../src/forms/serverErrors";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { FormDialog } from "../../src/widgets/FormDialog";
import { K } from "./emailKeys";

type Field = keyof EmailSendBody;
const FIELDS: readonly Field[] = ["toEmailAddress", "subject", "body"];
const EMPTY: EmailSendBody = { toEmailAddress: "", subject: "", body: "" };
const D = `${K}.sendDialog`;

/** The schema's own messages per field, before anything is sent (the server says the same). */
function localErrors(values: EmailSendBody): Record<string, string> | null {
  const parsed = emailSendSchema.safeParse(values);
  if (parsed.success) return null;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    out[String(issue.path[0])] ??= issue.message;
  return out;
}

/**
 * An administrator's email (§7 POST email/send): to, subject and a plain-text message. 'Email
 * sent.' on success; a refusal (the per-address cap, a mail server down) reads "Failed to send
 * Email: …" and field errors show under their fields.
 */
export function SendEmailDialog({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState<EmailSendBody>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (body: EmailSendBody) => dataProvider.sendEmail(body),
    onSuccess: () => {
      notify(`${K}.toasts.sent`, { type: "success" });
      onSent();
    },
    onError: (error) => {
      setErrors(fieldErrors(error, { only: FIELDS }) ?? {});
      notifyError(error);
    },
  });

  const submit = () => {
    const invalid = localErrors(values);
    setErrors(invalid ?? {});
    if (!invalid) send.mutate(values);
  };
  const input = (field: Field) => ({
    label: translate(`${D}.${field === "toEmailAddress" ? "to" : field}`),
    value: values[field],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
    error: !!errors[field],
    required: true,
  });

  return (
    <FormDialog
      id="send-email-title"
      title={`${D}.title`}
      submitLabel={`${D}.submit`}
      pendingLabel={`${D}.sending`}
      cancelLabel={`${D}.cancel`}
      pending={send.isPending}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="sm"
    >
      <TextField
        {...input("toEmailAddress")}
        type="email"
        autoFocus
        helperText={errors.toEmailAddress}
      />
      <TextField
        {...input("subject")}
        slotProps={{ htmlInput: { maxLength: EMAIL_SUBJECT_MAX } }}
        helperText={errors.subject}
      />
      <TextField
        {...input("body")}
        multiline
        minRows={6}
        slotProps={{ htmlInput: { maxLength: EMAIL_BODY_MAX } }}
        helperText={errors.body ?? translate(`${D}.bodyHelp`)}
      />
    </FormDialog>
  );
}
