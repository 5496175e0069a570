import { hasRole, ROLES } from "../../domain/privileges";
import { useSession } from "../session/useSession";
import { DriverStatusBar } from "./DriverStatusBar";

/**
 * The driver status bar of §2 under the app bar, for users whose first role is driver (§6 "Driver
 * role sees the status bar").
 */
export function DriverStatusSlot() {
  const user = useSession()?.user ?? null;
  if (!user || !hasRole(user, ROLES.driver)) return null;
  return (
    // Keyed by driver so a different account never sees the previous one's status.
    <DriverStatusBar
      key={user.userId}
      driverId={user.driverDetail?.driverId ?? null}
    />
  );
}
