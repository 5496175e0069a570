import { useState } from "react";
import { useNotify } from "react-admin";
import { useNotifyError } from "../../src/notifications/useNotifyError";

interface InvoiceAction {
  /** Whether the fields are valid; when not, the submit only marks the form touched. */
  valid: boolean;
  /** The call; its errors go through the §8 error path. */
  run: () => Promise<unknown>;
  /** The success toast's message key. */
  successKey: string;
  /** Reloads what the dialog changed, before it closes. */
  onDone: () => Promise<void>;
  onClose: () => void;
}

/**
 * The invoice dialogs' submit: refuse while a field is wrong (showing why), then call, toast, reload
 * and close — or keep the dialog open with the server's error.
 */
export function useInvoiceAction({
  valid,
  run,
  successKey,
  onDone,
  onClose,
}: InvoiceAction) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const [touched, setTouched] = useState(false);
  const submit = async () => {
    setTouched(true);
    if (!valid) return;
    setPending(true);
    try {
      await run();
      notify(successKey, { type: "success" });
      await onDone();
      onClose();
    } catch (e) {
      notifyError(e);
    } finally {
      setPending(false);
    }
  };
  return { pending, touched, submit };
}
