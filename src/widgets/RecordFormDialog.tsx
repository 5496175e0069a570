import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogTitle } from "@mui/material";
import type { Identifier, RaRecord } from "react-admin";
import { CreateBase, EditBase, useNotify, useTranslate } from "react-admin";

/**
 * A dialog that creates a record of a resource, or edits one (`id`), with a react-admin form as its
 * child: pessimistic (the dialog closes once the server has said yes), no redirect, a success toast
 * and onClose(true) after a save, onClose(false) when dismissed. Keys are i18n keys.
 */
export function RecordFormDialog({
  resource,
  id,
  record,
  dialogId,
  title,
  createdMessage,
  updatedMessage,
  onClose,
  children,
}: {
  resource: string;
  /** The record being edited; none: a new one. */
  id?: Identifier;
  /** A new record's starting values. */
  record?: Partial<RaRecord>;
  /** Names the dialog for assistive technology. */
  dialogId: string;
  title: string;
  createdMessage: string;
  updatedMessage: string;
  onClose: (changed: boolean) => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const done = (message: string) => () => {
    notify(message, { type: "success" });
    onClose(true);
  };
  const common = {
    resource,
    mutationMode: "pessimistic" as const,
    redirect: false as const,
  };
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      aria-labelledby={dialogId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={dialogId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {id !== undefined ? (
          <EditBase
            {...common}
            id={id}
            mutationOptions={{ onSuccess: done(updatedMessage) }}
          >
            {children}
          </EditBase>
        ) : (
          <CreateBase
            {...common}
            record={record}
            mutationOptions={{ onSuccess: done(createdMessage) }}
          >
            {children}
          </CreateBase>
        )}
      </DialogContent>
    </Dialog>
  );
}
