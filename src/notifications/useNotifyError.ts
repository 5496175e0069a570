import { useCallback } from "react";
import { useNotify } from "react-admin";

interface ErrorWithBody {
  message?: unknown;
  body?: { title?: unknown } | null;
}

/**
 * Shows a failure as an error toast with its §8 catalogue title, for calls made outside
 * react-admin's controllers (custom methods, account calls).
 */
export function useNotifyError(): (
  error: unknown,
  fallbackMessage?: string,
) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fallbackMessage = "ra.notification.http_error") => {
      const { message, body } = (
        typeof error === "object" && error !== null ? error : {}
      ) as ErrorWithBody;
      const text =
        typeof error === "string"
          ? error
          : typeof message === "string" && message
            ? message
            : fallbackMessage;
      const title = typeof body?.title === "string" ? body.title : undefined;
      notify(text, { type: "error", title, messageArgs: { _: text } });
    },
    [notify],
  );
}
