import { useState } from "react";
import { Switch } from "@mui/material";
import {
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { systemNotificationsModule as m } from "../../domain/modules/systemNotifications";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { useSystemNotificationApi } from "../../src/widgets/systemNotifications/systemNotificationApi";
import type { SystemNotificationRow } from "./systemNotificationModel";

/** Switches a system notification on or off in place (markactive), from the list row. */
export function SystemNotificationActiveToggle() {
  const record = useRecordContext<SystemNotificationRow>();
  const api = useSystemNotificationApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  if (!record) return null;

  const onChange = async (active: boolean) => {
    setPending(true);
    try {
      await api.toggleSystemNotification(record.notificationSystemId, active);
      notify(m.key("notifications.toggled"), { type: "success" });
      refresh();
    } catch (e) {
      // The message already starts "Failed to toggle active status: " (§8).
      notifyError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      checked={record.active}
      disabled={pending}
      onChange={(_e, checked) => void onChange(checked)}
      // The row navigates on click; the switch must only toggle.
      onClick={(e) => e.stopPropagation()}
      slotProps={{
        input: { "aria-label": translate(m.key("action.toggle")) },
      }}
    />
  );
}
