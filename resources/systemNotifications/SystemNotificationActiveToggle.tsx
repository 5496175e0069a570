import { useRecordContext, useTranslate } from "react-admin";
import { systemNotificationsModule as m } from "../../domain/modules/systemNotifications";
import { ActiveSwitch } from "../../src/widgets/ActiveSwitch";
import { useSystemNotificationApi } from "../../src/widgets/systemNotifications/systemNotificationApi";
import type { SystemNotificationRow } from "./systemNotificationModel";

/** Switches a system notification on or off in place (markactive), from the list row. */
export function SystemNotificationActiveToggle() {
  const record = useRecordContext<SystemNotificationRow>();
  const api = useSystemNotificationApi();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <ActiveSwitch
      checked={record.active}
      label={translate(m.key("action.toggle"))}
      onToggle={(active) =>
        api.toggleSystemNotification(record.notificationSystemId, active)
      }
      success={{ message: m.key("notifications.toggled") }}
    />
  );
}
