/** How trip screens write instants: dayjs in the browser's time zone (the dispatcher's clock). */
import dayjs from "dayjs";
import { DATE_FORMATS } from "../dateFormats";

export const TIME_FORMAT = "HH:mm";

/** "14:30" */
export const tripTimeText = (iso: string): string =>
  dayjs(iso).format(TIME_FORMAT);

/** "2025-03-04" (§2's default date display) */
export const tripDateText = (iso: string): string =>
  dayjs(iso).format(DATE_FORMATS.iso);

/**
 * A will-call return not yet activated: its pick-up is a placeholder until the patient calls, so
 * screens show "Will-call" instead of a time (issue 22).
 */
export const isWillCallWaiting = (trip: {
  willCall?: boolean;
  willCallActivatedAt?: string | null;
}): boolean => !!trip.willCall && !trip.willCallActivatedAt;

/** "2025-03-04 14:30", or null for an absent instant. */
export const tripDateTimeText = (
  iso: string | null | undefined,
): string | null =>
  iso ? dayjs(iso).format(`${DATE_FORMATS.iso} ${TIME_FORMAT}`) : null;
