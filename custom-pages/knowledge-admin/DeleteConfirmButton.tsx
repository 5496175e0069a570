import { useState } from "react";
import DeleteIcon from "@mui/icons-material/Delete";
import {
  Button,
  Confirm,
  useDelete,
  useNotify,
  useRedirect,
} from "react-admin";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { K } from "./adminPaths";

interface DeleteConfirmButtonProps {
  resource: string;
  id: string;
  /** i18n keys of the button, the question (with translateOptions) and its text. */
  label: string;
  title: string;
  content: string;
  translateOptions: Record<string, string>;
  /** The toast's key on success. */
  done: string;
  /** Where to go after the delete. */
  then: string;
}

/**
 * Delete, asked first, pessimistic: a refusal (a collection still holding articles: 409) keeps the
 * record and shows the server's words.
 */
export function DeleteConfirmButton({
  resource,
  id,
  label,
  title,
  content,
  translateOptions,
  done,
  then,
}: DeleteConfirmButtonProps) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const run = () =>
    remove(
      resource,
      { id },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          setOpen(false);
          notify(done, { type: "success" });
          // A function: a plain string would be read as a view type ("list", "edit").
          redirect(() => then);
        },
        onError: (e) => {
          setOpen(false);
          notifyError(e);
        },
      },
    );
  return (
    <>
      <Button
        label={label}
        color="error"
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={title}
        translateOptions={translateOptions}
        content={content}
        confirm={`${K}.form.confirm`}
        cancel={`${K}.form.cancel`}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
