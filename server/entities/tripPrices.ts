import { tripPricesModule } from "../../domain/modules/tripPrices";
import { lte } from "drizzle-orm";
import {
  TRIP_PRICE_MESSAGES,
  tripPriceSchema,
  tripPriceUpsertSchema,
} from "../../domain/schemas/tripPrice";
import { defineEntity } from "../crud/entity";
import { TRIP_PRICE_CSV_COLUMNS } from "./exportColumns";
import { tripPrices } from "../db/schema";
import { badRequest, registerUniqueConstraint } from "../errors";

// One price list per booking type and start day: two would make the fare of that day ambiguous.
registerUniqueConstraint("trip_prices_type_effective_key", {
  field: "effectiveFrom",
  message: TRIP_PRICE_MESSAGES.duplicate,
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const tripPriceEntity = defineEntity({
  entity: tripPricesModule.api.entity,
  prefix: tripPricesModule.api.prefix,
  table: tripPrices,
  idColumn: tripPrices.id,
  idField: tripPricesModule.api.idField,
  rowSchema: tripPriceSchema,
  bodySchema: tripPriceUpsertSchema,
  sortable: {
    effectiveFrom: tripPrices.effectiveFrom,
    bookingType: tripPrices.bookingType,
    baseFareCents: tripPrices.baseFareCents,
    createdAt: tripPrices.createdAt,
  },
  defaultSort: "effectiveFrom",
  filters: {
    bookingType: { kind: "string", column: tripPrices.bookingType },
    /**
     * Lists started on or before a day: with bookingType, sorted by effectiveFrom descending and one
     * row, it answers "which list is in effect that day" (domain/fare.ts priceInEffect).
     */
    effectiveOnOrBefore: {
      kind: "string",
      build: (v) => {
        const day = String(v);
        if (!ISO_DAY.test(day) || Number.isNaN(Date.parse(day)))
          throw badRequest(
            "Filter effectiveOnOrBefore expects a date as YYYY-MM-DD.",
          );
        return lte(tripPrices.effectiveFrom, day);
      },
    },
  },
  searchColumn: tripPrices.searchText,
  dateColumn: tripPrices.createdAt,
  access: tripPricesModule.access,
  csvColumns: TRIP_PRICE_CSV_COLUMNS,
});
