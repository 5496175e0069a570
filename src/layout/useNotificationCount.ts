import { useQuery } from "@tanstack/react-query";
import { useContext } from "react";
import { DataProviderContext } from "react-admin";
import { NOTIFICATION_FETCH_SIZE } from "../../domain/constants";
import { notificationsModule } from "../../domain/modules/notifications";
import { useLiveRefetch } from "../realtime/useLiveRefetch";

/**
 * Every notifications query lives under this key (the badge's and the page's lists: react-admin keys
 * its getList by the resource name), so one invalidation or one live change refreshes them all.
 */
export const NOTIFICATIONS_QUERY_KEY = [notificationsModule.name] as const;

/**
 * The badge count (§2, §7): `total` of the user's unread notifications, the §7 search (pageSize
 * 100, newest first) with `viewed: false`. It follows the "notifications" topic, so a notification
 * sent from any API process, or one marked viewed in another tab, changes it without a reload.
 * It reads the raw data provider, not react-admin's wrapped one, because a failure must stay silent
 * (no toast, no log-out on one failed count): it simply counts 0.
 */
export function useNotificationCount(
  recipientUserId: string | undefined,
  enabled: boolean,
): number {
  const dataProvider = useContext(DataProviderContext);
  const active = enabled && !!recipientUserId && !!dataProvider;
  useLiveRefetch("notifications", [NOTIFICATIONS_QUERY_KEY]);
  const { data } = useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, "unreadCount", recipientUserId],
    enabled: active,
    queryFn: async ({ signal }) => {
      try {
        const { total } = await dataProvider!.getList(
          notificationsModule.name,
          {
            pagination: { page: 1, perPage: NOTIFICATION_FETCH_SIZE },
            sort: { field: "createdAt", order: "DESC" },
            filter: { recipientUserId, viewed: false },
            signal,
          },
        );
        return total ?? 0;
      } catch {
        return 0;
      }
    },
  });
  return active ? (data ?? 0) : 0;
}
