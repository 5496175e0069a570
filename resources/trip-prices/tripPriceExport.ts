/** The trip prices CSV: one flat row per price list, amounts as dollars ($25.00). */
import type { TranslateFunction } from "react-admin";
import type { CsvRows } from "../../src/widgets/useCsvExporter";
import { useCsvExporter } from "../../src/widgets/useCsvExporter";
import { formatCents } from "../../domain/money";
import { TRIP_PRICE_MONEY_FIELDS } from "../../domain/schemas/tripPrice";
import type { TripPriceRow } from "./tripPriceModel";
import { tripPricesModule } from "../../domain/modules/tripPrices";

export function toTripPriceCsvRows(
  records: readonly TripPriceRow[],
  translate: TranslateFunction,
): Record<string, string>[] {
  const field = (source: string) =>
    translate(`resources.${tripPricesModule.name}.fields.${source}`);
  return records.map((p) => ({
    [field("bookingType")]: translate(
      `transport.common.bookingTypes.${p.bookingType}`,
      { _: p.bookingType },
    ),
    [field("effectiveFrom")]: p.effectiveFrom,
    ...Object.fromEntries(
      TRIP_PRICE_MONEY_FIELDS.map((f) => [field(f), formatCents(p[f])]),
    ),
    [field("notes")]: p.notes ?? "",
  }));
}

const toRows: CsvRows<TripPriceRow> = (records, { translate }) =>
  toTripPriceCsvRows(records, translate);

export const useTripPriceExporter = () => useCsvExporter("trip-prices", toRows);
