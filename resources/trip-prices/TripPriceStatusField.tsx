import { useGetList, useRecordContext } from "react-admin";
import { todayIso } from "../../domain/expiry";
import type { BookingType } from "../../domain/schemas/tripPrice";
import type { TripPriceRow } from "./tripPriceModel";
import { tripPriceStatus } from "./tripPriceModel";
import { tripPricesModule } from "../../domain/modules/tripPrices";
import type { StatusColors } from "../../src/widgets/StatusChip";
import { StatusChip } from "../../src/widgets/StatusChip";

const COLOR: StatusColors = {
  inEffect: "success",
  scheduled: "info",
  superseded: "default",
} as const;

/**
 * The id of the list in effect today for a booking type: the latest started on or before today.
 * Asked of the server (one row), so it is right whatever page or sort the table shows.
 */
export function useInEffectId(bookingType: BookingType): string | null {
  const { data } = useGetList<TripPriceRow>(tripPricesModule.name, {
    filter: { bookingType, effectiveOnOrBefore: todayIso() },
    sort: { field: "effectiveFrom", order: "DESC" },
    pagination: { page: 1, perPage: 1 },
  });
  return data?.[0] ? String(data[0].id) : null;
}

/** In effect / Scheduled / Superseded, as a chip. */
export function TripPriceStatusField({
  inEffectId,
}: {
  inEffectId: string | null;
}) {
  const record = useRecordContext<TripPriceRow>();
  if (!record) return null;
  const status = tripPriceStatus(record, inEffectId, todayIso());
  return (
    <StatusChip
      status={status}
      colors={COLOR}
      filled={status === "inEffect"}
      labelKey={`resources.${tripPricesModule.name}.status.${status}`}
    />
  );
}
