import type { ReactNode } from "react";
import { hasRole, ROLES } from "../../domain/privileges";
import { useSession } from "../session/useSession";

/**
 * The place of the driver status bar of §2 (Online/Offline, Go Offline/Go Online, Time Online):
 * under the app bar, for drivers only. A later issue passes its bar through
 * <Layout driverStatusBar={…}>; until then nothing renders.
 */
export function DriverStatusSlot({ bar }: { bar?: ReactNode }) {
  const user = useSession()?.user ?? null;
  if (!bar || !hasRole(user, ROLES.driver)) return null;
  return <>{bar}</>;
}
