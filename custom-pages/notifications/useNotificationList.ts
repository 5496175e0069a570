import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useDataProvider, useGetList } from "react-admin";
import { NOTIFICATION_FETCH_SIZE } from "../../domain/constants";
import { notificationsModule } from "../../domain/modules/notifications";
import type { NotificationRow } from "../../domain/schemas/notification";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { NOTIFICATIONS_QUERY_KEY } from "../../src/layout/useNotificationCount";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";

type Row = NotificationRow & { id: string };

/** The §7 search of one's own (pageSize 100, newest first), read or unread. */
const listParams = (recipientUserId: string | undefined, viewed: boolean) => ({
  pagination: { page: 1, perPage: NOTIFICATION_FETCH_SIZE },
  sort: { field: "createdAt", order: "DESC" as const },
  filter: { recipientUserId, viewed },
});

/**
 * The page's data: the unread notifications, then the read ones (each the newest 100), following the
 * "notifications" topic; and marking some viewed, which refreshes the lists and the top bar's badge.
 */
export function useNotificationList(recipientUserId: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const enabled = !!recipientUserId;
  const unread = useGetList<Row>(
    notificationsModule.name,
    listParams(recipientUserId, false),
    { enabled },
  );
  const read = useGetList<Row>(
    notificationsModule.name,
    listParams(recipientUserId, true),
    { enabled },
  );
  useLiveRefetch("notifications", [NOTIFICATIONS_QUERY_KEY]);

  const markViewed = async (ids: string[]) => {
    if (ids.length === 0) return;
    setBusy(true);
    try {
      await dataProvider.markNotificationsViewed(ids);
      await queryClient.invalidateQueries({
        queryKey: NOTIFICATIONS_QUERY_KEY,
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    unread: unread.data ?? [],
    read: read.data ?? [],
    unreadTotal: unread.total ?? 0,
    isPending: enabled && (unread.isPending || read.isPending),
    error: unread.error ?? read.error,
    loaded: !!unread.data && !!read.data,
    busy,
    markViewed,
  };
}
