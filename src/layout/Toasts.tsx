import type { SyntheticEvent } from "react";
import { useCallback, useEffect, useState } from "react";
import { Alert, AlertTitle, Button, IconButton, Snackbar } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import type { NotificationPayload } from "react-admin";
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from "react-admin";
import { TOAST_TIMEOUT_MS } from "../../domain/constants";
import { errorTitleFor } from "../../providers/errorTitles";

/**
 * Toasts of §2/§8, replacing react-admin's <Notification>: top right, gone after 3000 ms unless
 * the notification sets its own timeout, closable by hand, and error toasts headed by the
 * catalogue title (given as `title` in the options, or recorded by the HTTP client).
 * Undoable notifications keep react-admin's contract: the mutation runs when the toast leaves,
 * or is cancelled by Undo.
 */
export function Toasts() {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [current, setCurrent] = useState<NotificationPayload | undefined>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (current || notifications.length === 0) return;
    const next = takeNotification();
    if (next) {
      // Mirrors react-admin's <Notification>: the queue lives in context, the shown toast here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  const onSnackbarClose = (_: Event | SyntheticEvent, reason?: string) => {
    // A click elsewhere on the page is not a request to dismiss (§2: timeout or by hand).
    if (reason !== "clickaway") close();
  };

  const onExited = useCallback(() => {
    if (current?.notificationOptions?.undoable)
      takeMutation()?.({ isUndo: false });
    setCurrent(undefined);
  }, [current, takeMutation]);

  const undo = () => {
    takeMutation()?.({ isUndo: true });
    close();
  };

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable, title } =
    notificationOptions;
  const text =
    typeof message === "string" ? translate(message, messageArgs) : message;
  const heading =
    typeof title === "string"
      ? title
      : type === "error" && typeof text === "string"
        ? errorTitleFor(text)
        : undefined;
  const closeLabel = translate("app.toast.close");

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: "top", horizontal: "right" }}
        autoHideDuration={
          autoHideDuration === undefined
            ? TOAST_TIMEOUT_MS
            : (autoHideDuration ?? undefined)
        }
        onClose={onSnackbarClose}
        disableWindowBlurListener={undoable}
        slotProps={{ transition: { onExited } }}
      >
        <Alert
          severity={type}
          variant="filled"
          role={type === "error" ? "alert" : "status"}
          action={
            <>
              {undoable && (
                <Button color="inherit" size="small" onClick={undo}>
                  {translate("app.toast.undo")}
                </Button>
              )}
              <IconButton
                color="inherit"
                size="small"
                aria-label={closeLabel}
                title={closeLabel}
                onClick={close}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          {heading && <AlertTitle>{heading}</AlertTitle>}
          {text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
