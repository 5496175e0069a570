import { useState } from "react";
import BlockIcon from "@mui/icons-material/Block";
import { useMutation } from "@tanstack/react-query";
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from "react-admin";
import type { ApiKeyRow } from "../../domain/schemas/service";
import type { ServiceDataProvider } from "../../providers/serviceMethods";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { K } from "./serviceKeys";

const R = `${K}.revoke`;

/**
 * Revokes an active key after a confirmation (it cannot be undone: the service needs a new key).
 * The page is read again either way, so the key's status and the counts follow; a key someone else
 * revoked meanwhile answers 409 'This key is already revoked.'.
 */
export function RevokeKeyButton({ apiKey }: { apiKey: ApiKeyRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ServiceDataProvider>();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => dataProvider.revokeApiKey(apiKey.apiKeyId),
    onSuccess: ({ message }) =>
      notify(message || `${R}.done`, {
        type: "success",
        messageArgs: { _: message },
      }),
    onError: (error) => notifyError(error),
    onSettled: () => {
      setOpen(false);
      refresh();
    },
  });
  const name = { name: apiKey.name };
  return (
    <>
      <Button
        label={`${R}.button`}
        aria-label={translate(`${R}.named`, name)}
        color="error"
        onClick={(event) => {
          // Inside a clickable row: the button alone acts.
          event.stopPropagation();
          setOpen(true);
        }}
        disabled={revoke.isPending}
      >
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={revoke.isPending}
        title={`${R}.title`}
        content={`${R}.content`}
        translateOptions={name}
        confirm={`${R}.confirm`}
        cancel={`${R}.cancel`}
        confirmColor="warning"
        onConfirm={() => revoke.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
