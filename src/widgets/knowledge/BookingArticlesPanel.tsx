import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { ArticleContextPanel } from "./ArticleContextPanel";
import { bookingContext } from "./knowledgeModel";
import { useDebouncedValue } from "./useDebouncedValue";

const FIELDS = [
  "wheelchairTrip",
  "stretcherTrip",
  "oxygen",
  "bookingType",
  "tripPurpose",
  "facilityId",
] as const;
/** The form settles this long before the articles are asked again. */
const SETTLE_MS = 400;

/**
 * The booking form's related guidance (issue 27): the articles tied to what is being booked
 * (equipment, oxygen, booking type, purpose, facility), asked once the form has settled. Mount
 * inside the form (it reads the form's values).
 */
export function BookingArticlesPanel() {
  const [
    wheelchairTrip,
    stretcherTrip,
    oxygen,
    bookingType,
    tripPurpose,
    facilityId,
  ] = useWatch({ name: [...FIELDS] });
  const request = useMemo(
    () =>
      bookingContext({
        wheelchairTrip,
        stretcherTrip,
        oxygen,
        bookingType,
        tripPurpose,
        facilityId,
      }),
    [
      wheelchairTrip,
      stretcherTrip,
      oxygen,
      bookingType,
      tripPurpose,
      facilityId,
    ],
  );
  // A string key: the memo's object is new on each change, the key only when a condition moves.
  const key = JSON.stringify(request);
  const settled = useDebouncedValue(key, SETTLE_MS);
  const settledRequest = useMemo(
    () => JSON.parse(settled) as ReturnType<typeof bookingContext>,
    [settled],
  );
  return <ArticleContextPanel request={settledRequest} sx={{ my: 2 }} />;
}
