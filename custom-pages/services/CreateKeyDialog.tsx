import { useState } from "react";
import { TextField } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import type { CreatedApiKey } from "../../domain/schemas/service";
import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_MAX_DAYS,
  API_KEY_NAME_MAX,
  apiKeyCreateSchema,
} from "../../domain/schemas/service";
import type { ServiceDataProvider } from "../../providers/serviceMethods";
import { fieldErrors } from "../../src/forms/serverErrors";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { FormDialog } from "../../src/widgets/FormDialog";
import { K } from "./serviceKeys";

const D = `${K}.createKey`;
const FIELDS = ["name", "expiresInDays"] as const;

/** The schema's own messages per field, before anything is sent (the server says the same). */
function localErrors(body: unknown): Record<string, string> | null {
  const parsed = apiKeyCreateSchema.safeParse(body);
  if (parsed.success) return null;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    out[String(issue.path[0])] ??= issue.message;
  return out;
}

/**
 * A new key for a service user (POST /service-users/{id}/api-keys): a name and how many days it
 * lives (90 unless chosen). The answer carries the key in clear, handed to `onCreated` to be shown
 * once; it is kept nowhere else.
 */
export function CreateKeyDialog({
  serviceUserId,
  onClose,
  onCreated,
}: {
  serviceUserId: string;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<ServiceDataProvider>();
  const [name, setName] = useState("");
  const [days, setDays] = useState(String(API_KEY_DEFAULT_DAYS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (body: { name: string; expiresInDays: number }) =>
      dataProvider.createApiKey(serviceUserId, body),
    onSuccess: ({ message, data }) => {
      notify(message || `${D}.done`, {
        type: "success",
        messageArgs: { _: message },
      });
      onCreated(data);
    },
    onError: (error) => {
      setErrors(fieldErrors(error, { only: FIELDS }) ?? {});
      notifyError(error);
    },
  });
  const submit = () => {
    // An empty or non-numeric entry is no number: the schema's expiry message says so.
    const body = {
      name,
      expiresInDays: days.trim() === "" ? NaN : Number(days),
    };
    const invalid = localErrors(body);
    setErrors(invalid ?? {});
    if (!invalid) create.mutate(body);
  };
  const fieldError = (field: string) =>
    errors[field] ? translate(errors[field], { _: errors[field] }) : undefined;
  return (
    <FormDialog
      id="create-api-key-title"
      title={`${D}.title`}
      submitLabel={`${D}.submit`}
      pendingLabel={`${D}.creating`}
      cancelLabel={`${D}.cancel`}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="sm"
    >
      <TextField
        label={translate(`${D}.name`)}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        autoFocus
        error={!!errors.name}
        helperText={fieldError("name") ?? translate(`${D}.nameHelp`)}
        slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
      />
      <TextField
        label={translate(`${D}.expiresInDays`)}
        type="number"
        value={days}
        onChange={(e) => setDays(e.target.value)}
        required
        error={!!errors.expiresInDays}
        helperText={
          fieldError("expiresInDays") ?? translate(`${D}.expiresHelp`)
        }
        slotProps={{ htmlInput: { min: 1, max: API_KEY_MAX_DAYS, step: 1 } }}
      />
    </FormDialog>
  );
}
