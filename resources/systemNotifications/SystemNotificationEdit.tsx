import { useParams } from "react-router-dom";
import { RecordEdit } from "../../src/forms/RecordScreens";
import { SystemNotificationForm } from "./SystemNotificationForm";

/**
 * /admin/notifications/:notificationId (§2, not upsert/:id): toasts 'Notification updated.' and,
 * from the toolbar, 'Notification deleted.'.
 */
export function SystemNotificationEdit() {
  const { notificationId } = useParams();
  return (
    <RecordEdit id={notificationId} mutationMode="pessimistic" redirect="list">
      <SystemNotificationForm />
    </RecordEdit>
  );
}
