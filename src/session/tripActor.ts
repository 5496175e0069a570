import { hasAnyPrivilege, PRIVILEGES as P } from "../../domain/privileges";
import type { RoleHolder } from "../../domain/privileges";
import type { TripActor } from "../../domain/tripLifecycle";

/** What tripActor reads of the signed-in user (the session's User fits). */
export interface TripActorUser extends RoleHolder {
  userId: string;
  firstName?: string | null;
  lastName?: string | null;
  /** The driver record linked to the account (only the signed-in user's own answers carry it). */
  driverDetail?: { driverId: string } | null;
}

/**
 * The signed-in user as the lifecycle table (domain/tripLifecycle.ts) sees them on one trip, built
 * from the same privileges the server checks, so a screen offers exactly the moves the server allows.
 */
export function tripActor(
  user: TripActorUser | null | undefined,
  trip: { driverId: string | null },
): TripActor {
  return {
    userId: user?.userId ?? "",
    name: [user?.firstName, user?.lastName].filter(Boolean).join(" "),
    isAssignedDriver:
      !!trip.driverId && user?.driverDetail?.driverId === trip.driverId,
    mayModifyTrips: hasAnyPrivilege(user, [P.modifyTrips]),
    mayStartStop: hasAnyPrivilege(user, [P.startAndStopTrips]),
    mayRequestTrips: hasAnyPrivilege(user, [P.requestTrips]),
  };
}
