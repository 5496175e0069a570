import { Create } from "react-admin";
import { SystemNotificationForm } from "./SystemNotificationForm";

/** /admin/notifications/create: toast 'New Notification created.'. */
export function SystemNotificationCreate() {
  return (
    <Create mutationMode="pessimistic" redirect="list">
      <SystemNotificationForm />
    </Create>
  );
}
