import type { TripStatus } from "../../../domain/schemas/trip";
import { tripsModule } from "../../../domain/modules/trips";
import { StatusChip } from "../StatusChip";
import { TRIP_STATUS_COLORS } from "./tripWidgetsModel";

/**
 * A trip's status as every trip screen shows it (§4): a filled chip in the status's own colour,
 * with the capitalised label of resources.trips/all.statuses.
 */
export function TripStatusChip({ status }: { status: TripStatus }) {
  return (
    <StatusChip
      status={status}
      colors={TRIP_STATUS_COLORS}
      labelKey={tripsModule.key(`statuses.${status}`)}
      filled
    />
  );
}
