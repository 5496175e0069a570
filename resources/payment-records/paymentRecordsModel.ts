/**
 * The pure half of Payment Records (§2, §7): what the screen's criteria (search, Start Date, End
 * Date, Trip Equipment) send as the trips search body, and back. The criteria are kept in
 * react-admin's filter values already in §7's shape, so the data provider sends them as they are
 * and the address bar, the page reset and the back button work as on every list.
 */
import dayjs from "dayjs";
import type { EQUIPMENT } from "../../domain/schemas/trip";
import { DATE_FORMATS, parseIsoDate } from "../../src/widgets/dateFormats";

export type Equipment = (typeof EQUIPMENT)[number];

/** What the user chose; empty strings and nulls mean "not set". */
export interface PaymentRecordCriteria {
  q: string;
  /** YYYY-MM-DD */
  startDate: string | null;
  /** YYYY-MM-DD, the last day included. */
  endDate: string | null;
  equipment: Equipment | "";
}

export const EMPTY_CRITERIA: PaymentRecordCriteria = {
  q: "",
  startDate: null,
  endDate: null,
  equipment: "",
};

/**
 * §7: every Payment Records search asks for private trips that are completed or confirmed. Sent as
 * the list's permanent filter, so no criteria (and no Reset) can drop them.
 */
export const PAYMENT_RECORDS_FILTER = {
  additionalStringFilters: { bookingType: "private" },
  additionalArrayFilters: { tripStatuses: ["completed", "confirmed"] },
} as const;

/** §7: sorted by pickUpDatetime ascending until the user sorts by a column. */
export const PAYMENT_RECORDS_SORT = {
  field: "pickUpDatetime",
  order: "ASC",
} as const;

const EQUIPMENT_FILTER: Record<Equipment, string> = {
  wheelchair: "wheelchairTrip",
  stretcher: "stretcherTrip",
};

/** The day after a YYYY-MM-DD day (month and year ends, leap days included). */
export const dayAfter = (day: string): string =>
  dayjs(day, DATE_FORMATS.iso).add(1, "day").format(DATE_FORMATS.iso);

export const dayBefore = (day: string): string =>
  dayjs(day, DATE_FORMATS.iso).subtract(1, "day").format(DATE_FORMATS.iso);

/** The §7 filter values of the chosen criteria (only the keys that are set). */
export interface PaymentRecordFilterValues {
  q?: string;
  dateFilterRequest?: { fromDate?: string; toDate?: string };
  additionalBooleanFilters?: Partial<
    Record<"wheelchairTrip" | "stretcherTrip", true>
  >;
}

/**
 * Criteria → filter values: q (sent as searchTerm), dateFilterRequest {fromDate: the start day,
 * toDate: the day AFTER the end day, §7, since the server's toDate is exclusive} and the equipment
 * as additionalBooleanFilters {wheelchairTrip | stretcherTrip: true}.
 */
export function toFilterValues(
  criteria: PaymentRecordCriteria,
): PaymentRecordFilterValues {
  const values: PaymentRecordFilterValues = {};
  const q = criteria.q.trim();
  if (q) values.q = q;
  const dates: { fromDate?: string; toDate?: string } = {};
  if (criteria.startDate) dates.fromDate = criteria.startDate;
  if (criteria.endDate) dates.toDate = dayAfter(criteria.endDate);
  if (dates.fromDate || dates.toDate) values.dateFilterRequest = dates;
  if (criteria.equipment)
    values.additionalBooleanFilters = {
      [EQUIPMENT_FILTER[criteria.equipment]]: true,
    };
  return values;
}

const isoDay = (value: unknown): string | null =>
  typeof value === "string" && parseIsoDate(value) ? value : null;

/**
 * Filter values (as read back from the address bar or the store) → criteria; anything malformed
 * reads as not set, so a hand-edited address cannot break the screen.
 */
export function toCriteria(values: unknown): PaymentRecordCriteria {
  const v = (values ?? {}) as Record<string, unknown>;
  const dates = (v.dateFilterRequest ?? {}) as Record<string, unknown>;
  const flags = (v.additionalBooleanFilters ?? {}) as Record<string, unknown>;
  const toDate = isoDay(dates.toDate);
  return {
    q: typeof v.q === "string" ? v.q : "",
    startDate: isoDay(dates.fromDate),
    endDate: toDate ? dayBefore(toDate) : null,
    equipment:
      flags.wheelchairTrip === true
        ? "wheelchair"
        : flags.stretcherTrip === true
          ? "stretcher"
          : "",
  };
}

/** Whether any criterion is set: the empty table then says the criteria found nothing (§2). */
export const hasCriteria = (criteria: PaymentRecordCriteria): boolean =>
  Object.keys(toFilterValues(criteria)).length > 0;
