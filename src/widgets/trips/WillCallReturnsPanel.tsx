import dayjs from "dayjs";
import { useState } from "react";
import { TripListPanel } from "./TripListPanel";
import { useTripPanelTranslate } from "./useTripPanelTranslate";

/**
 * Open will-call returns not yet activated, of today: a return's placeholder pick-up is its
 * outbound's day, so a later day's return waits for nothing yet, and a cancelled or finished one
 * waits for nothing at all.
 */
function waitingFilter() {
  return {
    additionalBooleanFilters: { willCallWaiting: true },
    additionalArrayFilters: { tripStatuses: ["pending", "confirmed"] },
    dateFilterRequest: {
      fromDate: dayjs().startOf("day").toISOString(),
      toDate: dayjs().endOf("day").toISOString(),
    },
  };
}

/**
 * Will-call returns waiting (issues 22, 29): the patient calls when ready, and the facility sees who
 * still waits for a ride home. The server keeps a facility's staff to their facility's trips.
 */
export function WillCallReturnsPanel() {
  const t = useTripPanelTranslate();
  // Fixed at mount: a window recomputed on every render would be a new query each time.
  const [filter] = useState(waitingFilter);
  return (
    <TripListPanel
      title={t("willCallTitle")}
      filter={filter}
      empty={t("willCallEmpty")}
      showDate
    />
  );
}
