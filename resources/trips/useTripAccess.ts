import { isFacilityScoped } from "../../domain/privileges";
import { hasAnyPrivilege, PRIVILEGES as P } from "../../domain/privileges";
import { tripsModule } from "../../domain/modules/trips";
import { pathAccess } from "../../domain/routeAccess";
import { useCurrentUser } from "../../src/session/useCurrentUser";

export interface TripAccess {
  /** modify-trips: dispatch (the driver column, driver and facility filters, dispatcher notes). */
  dispatch: boolean;
  /** Facility staff: their own facility's trips only (no facility filter). */
  facilityScoped: boolean;
  /** /trip/create is open to them (request-trips or modify-trips). */
  book: boolean;
  /** /trip/upsert/:id is open to them (administrators, §6). */
  edit: boolean;
  /** The signed-in user's driver record, if any (Begin Trip, the driver's page). */
  driverId: string | null;
}

/** What the signed-in user may do on the trip screens, from the same gates the routes apply. */
export function useTripAccess(): TripAccess {
  const { user } = useCurrentUser();
  const allowed = (path: string) =>
    pathAccess(user, path, {}, { ignoreFeatures: true }) === "allowed";
  return {
    dispatch: hasAnyPrivilege(user, [P.modifyTrips]),
    facilityScoped: isFacilityScoped(user),
    book: allowed(tripsModule.paths.create),
    edit: allowed(tripsModule.paths.edit("id")),
    driverId: user?.driverDetail?.driverId ?? null,
  };
}
