import { useState } from "react";
import ReplayIcon from "@mui/icons-material/Replay";
import { useMutation } from "@tanstack/react-query";
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRefresh,
} from "react-admin";
import type { EmailRow } from "../../domain/schemas/email";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { K } from "./emailKeys";

const R = `${K}.resend`;

/**
 * Resend of a failed email, asked first: the stored body goes again as a new outbox row (the
 * failed one stays, as a record). The list is read again either way: a new row exists even when
 * the mail server refused it once more (the §8 failure toast says why).
 */
export function ResendButton({
  email,
  onDone,
}: {
  email: EmailRow;
  onDone?: () => void;
}) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const resend = useMutation({
    mutationFn: () => dataProvider.resendEmail(email.emailId),
    onSuccess: () => notify(`${K}.toasts.sent`, { type: "success" }),
    onError: (error) => notifyError(error),
    onSettled: () => {
      setOpen(false);
      refresh();
      onDone?.();
    },
  });
  const to = { to: email.toEmailAddress };
  return (
    <>
      <Button
        label={`${R}.button`}
        onClick={(event) => {
          // Inside a clickable row: the button alone acts.
          event.stopPropagation();
          setOpen(true);
        }}
        disabled={resend.isPending}
      >
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={resend.isPending}
        title={`${R}.title`}
        content={`${R}.content`}
        translateOptions={to}
        confirm={`${R}.confirm`}
        cancel={`${R}.cancel`}
        onConfirm={() => resend.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
