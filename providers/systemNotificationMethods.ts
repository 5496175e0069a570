/**
 * System notifications' calls beyond §7's four (issue 25), typed custom methods. The generic calls
 * (getList/getOne/create/update/delete of "admin/notifications") go through the data provider's map.
 *
 * | Method                     | Call                                                              |
 * |----------------------------|-------------------------------------------------------------------|
 * | toggleSystemNotification   | POST /notifications/system/markactive {notificationSystemId, active} |
 * | currentSystemNotifications | POST /notifications/system/current → the banners to show now      |
 * | dismissSystemNotification  | POST /notifications/system/dismiss {notificationSystemId}          |
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import { systemNotificationsModule } from "../domain/modules/systemNotifications";
import type { SystemNotification } from "../domain/schemas/systemNotification";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";

export interface SystemNotificationMethods {
  toggleSystemNotification(
    notificationSystemId: string,
    active: boolean,
  ): Promise<SystemNotification>;
  currentSystemNotifications(
    signal?: AbortSignal,
  ): Promise<SystemNotification[]>;
  dismissSystemNotification(notificationSystemId: string): Promise<void>;
}

export function systemNotificationMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): SystemNotificationMethods {
  const base = `${apiUrl}${systemNotificationsModule.api.prefix}`;
  return {
    async toggleSystemNotification(notificationSystemId, active) {
      try {
        const answer = await httpClient<Envelope<SystemNotification>>(
          `${base}/markactive`,
          { method: "POST", body: { notificationSystemId, active } },
        );
        return answer.data;
      } catch (error) {
        throw withFailurePrefix(error, FAILURE_PREFIXES.toggleActive);
      }
    },
    async currentSystemNotifications(signal) {
      const answer = await httpClient<Envelope<SystemNotification[]>>(
        `${base}/current`,
        { method: "POST", body: {}, signal },
      );
      return answer.data;
    },
    async dismissSystemNotification(notificationSystemId) {
      await httpClient<Envelope<unknown>>(`${base}/dismiss`, {
        method: "POST",
        body: { notificationSystemId },
      });
    },
  };
}
