import { useGetList } from "react-admin";
import type { OnlineStatusRecord } from "../../domain/schemas/driverStatus";
import {
  latestStatusParams,
  ONLINE_STATUS_RESOURCE,
} from "./driverStatusModel";

/** The driver's latest online status record (§7 lookup); null when none was ever recorded. */
export function useLatestOnlineStatus(driverId: string | null | undefined) {
  const { data, isPending, error } = useGetList<
    OnlineStatusRecord & { id: string }
  >(ONLINE_STATUS_RESOURCE, latestStatusParams(driverId ?? ""), {
    enabled: !!driverId,
  });
  return {
    latest: data?.[0] ?? null,
    isPending: !!driverId && isPending,
    error,
  };
}
