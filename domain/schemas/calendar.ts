/**
 * The calendar's one call per view (issue 22): POST /trips/calendar {fromDate, toDate} answers the
 * range's trips as compact event rows (no trip's every field), scoped as /trips/all, by pick-up time.
 */
import { z } from "zod";
import { MOBILITIES } from "../mobility";
import { TRIP_STATUSES } from "../tripEnums";

/** The most trips one answer carries; a busier range says so (the week or day view shows them). */
export const CALENDAR_MAX_TRIPS = 3000;
/** The longest range asked at once: a month view's six weeks, or the agenda's 30 days. */
export const CALENDAR_MAX_DAYS = 45;

export const CALENDAR_MESSAGES = {
  range: "Choose a range of at most 45 days whose end follows its start.",
} as const;

export const calendarRequestSchema = z
  .strictObject({
    /** The first instant shown. */
    fromDate: z.iso.datetime({ offset: true }),
    /** The instant after the last one shown (exclusive). */
    toDate: z.iso.datetime({ offset: true }),
  })
  .refine(
    ({ fromDate, toDate }) => {
      const span = Date.parse(toDate) - Date.parse(fromDate);
      return span > 0 && span <= CALENDAR_MAX_DAYS * 86_400_000;
    },
    { message: CALENDAR_MESSAGES.range, path: ["toDate"] },
  );
export type CalendarRequest = z.infer<typeof calendarRequestSchema>;

export const calendarTripSchema = z.object({
  tripId: z.uuid(),
  pickUpDatetime: z.iso.datetime({ offset: true }),
  travelTimeInMinutes: z.number().int().nullable(),
  tripStatus: z.enum(TRIP_STATUSES),
  /** "First Last"; null when the patient is gone. */
  patientName: z.string().nullable(),
  mobility: z.enum(MOBILITIES),
  willCall: z.boolean(),
  willCallActivatedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The stops' names, for the event's title text. */
  originName: z.string(),
  destinationName: z.string(),
});
export type CalendarTrip = z.infer<typeof calendarTripSchema>;

export const calendarAnswerSchema = z.object({
  trips: z.array(calendarTripSchema),
  /** How many trips the range holds (more than `trips` when over CALENDAR_MAX_TRIPS). */
  total: z.number().int(),
});
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;
