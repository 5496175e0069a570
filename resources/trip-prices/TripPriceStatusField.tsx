import { Chip } from "@mui/material";
import { useGetList, useRecordContext, useTranslate } from "react-admin";
import { todayIso } from "../../domain/expiry";
import type { BookingType } from "../../domain/schemas/tripPrice";
import type { TripPriceRow } from "./tripPriceModel";
import { tripPriceStatus } from "./tripPriceModel";
import { TRIP_PRICES_RESOURCE } from "./tripPricePaths";

const COLOR = {
  inEffect: "success",
  scheduled: "info",
  superseded: "default",
} as const;

/**
 * The id of the list in effect today for a booking type: the latest started on or before today.
 * Asked of the server (one row), so it is right whatever page or sort the table shows.
 */
export function useInEffectId(bookingType: BookingType): string | null {
  const { data } = useGetList<TripPriceRow>(TRIP_PRICES_RESOURCE, {
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
  const translate = useTranslate();
  if (!record) return null;
  const status = tripPriceStatus(record, inEffectId, todayIso());
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === "inEffect" ? "filled" : "outlined"}
      label={translate(`resources.${TRIP_PRICES_RESOURCE}.status.${status}`)}
    />
  );
}
