import type { SyntheticEvent } from "react";
import { useCallback, useEffect, useState } from "react";
import { Alert, AlertTitle, Button, IconButton, Snackbar } from "@mui/material";
import type { Theme } from "@mui/material";
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
 * react-admin announces a save or a delete as "info" (resources.{r}.notifications.created, the
 * generic ra.notification.updated…): it is a success, shown green like ours (issue 22).
 */
const SAVED_KEY =
  /(^ra\.notification|\.notifications)\.(created|updated|deleted)$/;

export const toastSeverity = (
  type: NotificationPayload["type"],
  message: NotificationPayload["message"],
): NotificationPayload["type"] =>
  type === "info" && typeof message === "string" && SAVED_KEY.test(message)
    ? "success"
    : type;

/**
 * Where a toast sits (issue 22): top right (§2), kept within the app bar's band (4px from the top,
 * where MUI puts it 24px down on wide screens, over the page's own top-right buttons such as Edit or
 * Export), and on a phone clear of the menu button on the app bar's left instead of full width.
 */
const PLACEMENT = (theme: Theme) => ({
  top: 4,
  left: "auto",
  right: 8,
  maxWidth: "min(520px, calc(100% - 64px))",
  [theme.breakpoints.up("sm")]: { top: 4, left: "auto", right: 16 },
});

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
  const { message, notificationOptions = {} } = current;
  const type = toastSeverity(current.type, message);
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
        sx={PLACEMENT}
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
