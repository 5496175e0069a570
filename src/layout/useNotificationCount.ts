import { useContext, useEffect, useState } from "react";
import { DataProviderContext } from "react-admin";
import { NOTIFICATION_FETCH_SIZE } from "../../domain/constants";

/**
 * The badge count of §7: `total` of the user's notifications search (pageSize 100, newest first).
 * It reads the raw data provider, not react-admin's wrapped one, because a failure must stay
 * silent (no toast, no log-out on a missing endpoint): it simply counts 0.
 */
export function useNotificationCount(
  recipientUserId: string | undefined,
  enabled: boolean,
): number {
  const dataProvider = useContext(DataProviderContext);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!enabled || !recipientUserId || !dataProvider) return;
    const controller = new AbortController();
    dataProvider
      .getList("notifications", {
        pagination: { page: 1, perPage: NOTIFICATION_FETCH_SIZE },
        sort: { field: "createdAt", order: "DESC" },
        filter: { recipientUserId },
        signal: controller.signal,
      })
      .then(
        ({ total }) => !controller.signal.aborted && setCount(total ?? 0),
        () => !controller.signal.aborted && setCount(0),
      );
    return () => controller.abort();
  }, [dataProvider, recipientUserId, enabled]);

  return enabled ? count : 0;
}
