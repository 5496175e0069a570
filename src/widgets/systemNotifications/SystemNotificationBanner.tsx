import { useState } from "react";
import CloseIcon from "@mui/icons-material/Close";
import type { AlertColor } from "@mui/material";
import { Alert, Button, IconButton, Stack } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { systemNotificationsModule as m } from "../../../domain/modules/systemNotifications";
import type { SystemNotification } from "../../../domain/schemas/systemNotification";
import { useLiveRefetch } from "../../realtime/useLiveRefetch";
import { recordPath } from "../../records/recordLinks";
import { useSession } from "../../session/useSession";
import { hiddenForSession, hideForSession } from "./hiddenForSession";
import { useSystemNotificationApi } from "./systemNotificationApi";

/** Every banner query lives under this key: one live change re-reads it. */
export const SYSTEM_NOTIFICATIONS_QUERY_KEY = ["system-notifications"] as const;

/** §4's types in MUI's words: alert is the error colour. */
const SEVERITY: Readonly<Record<string, AlertColor>> = {
  success: "success",
  info: "info",
  warning: "warning",
  alert: "error",
};

/**
 * The system notifications to show now (issue 25), above every signed-in page, each in its type's
 * colour. Closing a "show once" one dismisses it for good on the server; closing another hides it
 * for the browser session. A new, changed or toggled one appears without a reload (the
 * "system-notifications" topic). A failed read shows nothing: no toast, no log-out, on every page.
 */
export function SystemNotificationBanner() {
  const translate = useTranslate();
  const session = useSession();
  const userId = session?.user.userId;
  const api = useSystemNotificationApi();
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState(hiddenForSession);
  useLiveRefetch("system-notifications", [SYSTEM_NOTIFICATIONS_QUERY_KEY]);
  const queryKey = [...SYSTEM_NOTIFICATIONS_QUERY_KEY, "current", userId];
  const { data } = useQuery({
    queryKey,
    enabled: !!userId,
    queryFn: async ({ signal }): Promise<SystemNotification[]> => {
      try {
        return await api.currentSystemNotifications(signal);
      } catch {
        return [];
      }
    },
  });
  const shown = (data ?? []).filter((n) => !hidden.has(n.id));
  if (!userId || shown.length === 0) return null;

  const close = (n: SystemNotification) => {
    hideForSession(n.id);
    setHidden(hiddenForSession());
    if (!n.displayOnce) return;
    api.dismissSystemNotification(n.id).then(
      () => queryClient.invalidateQueries({ queryKey }),
      // Hidden for this session anyway; the next session shows it again.
      () => undefined,
    );
  };

  return (
    <Stack
      component="section"
      aria-label={translate(m.key("banner.label"))}
      spacing={1}
      sx={{ mb: 1 }}
      data-testid="system-notifications"
    >
      {shown.map((n) => {
        const to =
          n.modelType && n.modelId
            ? recordPath(n.modelType, n.modelId)
            : undefined;
        return (
          <Alert
            key={n.id}
            severity={SEVERITY[n.notificationSystemType] ?? "info"}
            variant="filled"
            role="status"
            // MUI drops its own close button when there is an action: ours holds both.
            action={
              <>
                {to && (
                  <Button color="inherit" size="small" component={Link} to={to}>
                    {translate(m.key("banner.open"))}
                  </Button>
                )}
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={translate(m.key("banner.dismiss"))}
                  onClick={() => close(n)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            {n.message}
          </Alert>
        );
      })}
    </Stack>
  );
}
