/**
 * Notifications' calls beyond the search (§7, issue 25), typed custom methods. The badge and the
 * list read getList("notifications") through the data provider's map.
 *
 * | Method                 | Call                                                                     |
 * |------------------------|--------------------------------------------------------------------------|
 * | notifyUser             | POST /notifications/user {recipientUserId, title, message, …}           |
 * | notifyList             | POST /notifications/list {userIds, workspaceIds, title, message, …}     |
 * | markNotificationsViewed| POST /notifications/markviewed {notificationIds} → the ids marked        |
 *
 * A send answers the server's message ('Notifications sent.'), for the caller's toast; failures carry
 * the §8 prefixes ('Failed to create the Notification: ', 'Failed to send Notifications to the
 * provided list: ', 'Failed to mark the indicated Notifications viewed: ').
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import { notificationsModule } from "../domain/modules/notifications";
import type {
  NotificationToList,
  NotificationToUser,
} from "../domain/schemas/notification";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";

/** What a send answers: the toast's text and how many people it reached. */
export interface NotificationsSent {
  message: string;
  recipients: number;
}

export interface NotificationMethods {
  notifyUser(body: NotificationToUser): Promise<NotificationsSent>;
  notifyList(body: NotificationToList): Promise<NotificationsSent>;
  /** The caller's own among these ids, now viewed (others' are ignored by the server). */
  markNotificationsViewed(notificationIds: string[]): Promise<string[]>;
}

export function notificationMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): NotificationMethods {
  const base = `${apiUrl}${notificationsModule.api.prefix}`;
  const send = async (path: string, body: unknown, prefix: string) => {
    try {
      const answer = await httpClient<Envelope<{ recipients: number }>>(
        `${base}/${path}`,
        { method: "POST", body },
      );
      return { message: answer.message, recipients: answer.data.recipients };
    } catch (error) {
      throw withFailurePrefix(error, prefix);
    }
  };
  return {
    notifyUser: (body) =>
      send("user", body, FAILURE_PREFIXES.createNotification),
    notifyList: (body) =>
      send("list", body, FAILURE_PREFIXES.sendNotificationsList),
    async markNotificationsViewed(notificationIds) {
      try {
        const answer = await httpClient<
          Envelope<{ notificationIds: string[] }>
        >(`${base}/markviewed`, {
          method: "POST",
          body: { notificationIds },
        });
        return answer.data.notificationIds;
      } catch (error) {
        throw withFailurePrefix(
          error,
          FAILURE_PREFIXES.markNotificationsViewed,
        );
      }
    },
  };
}
